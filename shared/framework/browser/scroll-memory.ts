import type { DataRouter } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/**
 * Where the visitor was on each page of this tab's history, so an in-app back or forward puts
 * them there again (docs/decisions/027). React Router records the position of the page being
 * left and hands it back as `restoreScrollPosition` on a return to it; navigation-effects.ts
 * applies it. The browser's own restoring is off meanwhile: it would scroll the page being left,
 * before the one returned to has rendered.
 *
 * The positions outlive the document in sessionStorage, for an in-app back after a reload or
 * after a visit elsewhere. On pagehide the browser's restoring is on again, so a reload or a
 * back to this document keeps its scroll the browser's way, and a page restored from the
 * back/forward cache turns it off again.
 */
export function rememberScrollPositions(router: DataRouter): void {
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Storage blocked or the saved value unreadable: positions are kept for this document only.
  }
  router.enableScrollRestoration(positions, () => window.scrollY);
  const manual = () => (window.history.scrollRestoration = 'manual');
  manual();
  window.addEventListener('pageshow', manual);
  window.addEventListener('pagehide', () => {
    positions[router.state.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // As above: nothing to keep them in.
    }
    window.history.scrollRestoration = 'auto';
  });
}
