import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Says the results count after each change of the results in place ("1,234 editions found"): a
 * polite live region, empty from the server render on (the document load is announced by the
 * screen reader itself). The route announcer leaves a change that keeps the path and the title
 * to it, so each change is said once. Emptied first, so the same count twice in a row
 * is said again: the visitor learns the change happened.
 */
export function SearchAnnouncer({ message }: { message: string }) {
  const { key } = useLocation();
  const firstKey = useRef(key);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (key === firstKey.current) return;
    setSaid('');
    const frame = requestAnimationFrame(() => setSaid(message));
    return () => cancelAnimationFrame(frame);
    // Once per location; the message belongs to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {said}
    </p>
  );
}
