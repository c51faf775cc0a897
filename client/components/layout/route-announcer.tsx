import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells screen-reader users that a client navigation changed the page (docs/decisions/015): a
 * polite live region, in the page (empty) from the server render on, receives the new page's
 * title once it has rendered. Focus stays where the visitor left it. A navigation that keeps both
 * the path and the title is the same page changed in place (a filter chosen, another page of a
 * list): the page says what changed itself (the results count, the list's summary), so the title
 * is not said again over it.
 */
export function RouteAnnouncer() {
  const { key, pathname } = useLocation();
  const firstKey = useRef(key);
  const lastPath = useRef(pathname);
  const lastTitle = useRef('');
  const [message, setMessage] = useState('');

  useEffect(() => {
    const samePath = lastPath.current === pathname;
    lastPath.current = pathname;
    // The document load itself is announced by the screen reader; only later locations are ours.
    if (key === firstKey.current) {
      lastTitle.current = document.title;
      return;
    }
    // React sets <title> in the same commit; read it once the new page is painted.
    const frame = requestAnimationFrame(() => {
      const title = document.title;
      const sameTitle = title === lastTitle.current;
      lastTitle.current = title;
      if (!(samePath && sameTitle)) setMessage(title);
    });
    return () => cancelAnimationFrame(frame);
    // Once per location; pathname belongs to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
