import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` pixels. Starts false on the server and
 * on the first client render (so hydration matches), then reads the real position after mount
 * and follows a passive scroll listener.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolled;
}
