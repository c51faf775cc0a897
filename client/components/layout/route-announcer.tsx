import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PageHandle } from '../../lib/route-handle';

/**
 * Tells screen-reader users that a client navigation changed the page (docs/decisions/015): a
 * polite live region, in the page (empty) from the server render on, receives the new page's
 * title once it has rendered. Focus stays where the visitor left it. A page that announces its
 * own in-place changes (handle `announcesChanges`, e.g. the search results count) is left to do
 * so when only its query string changed, so nothing is said twice.
 */
export function RouteAnnouncer() {
  const { key, pathname } = useLocation();
  const matches = useMatches();
  const firstKey = useRef(key);
  const lastPath = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const samePath = lastPath.current === pathname;
    lastPath.current = pathname;
    // The document load itself is announced by the screen reader; only later locations are ours.
    if (key === firstKey.current) return;
    if (samePath && matches.some((match) => (match.handle as PageHandle | undefined)?.announcesChanges)) return;
    // React sets <title> in the same commit; read it once the new page is painted.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
    // Once per location; matches and pathname belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
