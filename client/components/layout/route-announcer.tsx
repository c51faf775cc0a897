import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells screen-reader users that a client navigation changed the page (docs/decisions/015): a
 * polite live region, in the page (empty) from the server render on, receives the new page's
 * title once it has rendered. Focus stays where the visitor left it.
 */
export function RouteAnnouncer() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  const [message, setMessage] = useState('');

  useEffect(() => {
    // The document load itself is announced by the screen reader; only later locations are ours.
    if (key === firstKey.current) return;
    // React sets <title> in the same commit; read it once the new page is painted.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [key]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
