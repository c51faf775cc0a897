import type { MouseEvent } from 'react';

/**
 * A plain left click: the site may take it over (register, then navigate itself). Any other
 * click (middle button, or with Ctrl/Cmd/Shift/Alt) asks the browser for a new tab or window,
 * so the link is left to do that.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
