import { useEffect, useState } from 'react';

interface ScrollTopButtonProps {
  label: string;
  /** Shown once the page is scrolled further than this. */
  thresholdPx: number;
}

/**
 * A "back to top" button that fades in past a scroll threshold. While hidden it is inert, so it
 * is neither focusable nor announced; the server renders it hidden (the page starts at the top).
 */
export function ScrollTopButton({ label, thresholdPx }: ScrollTopButtonProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);

  const toTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Keyboard users carry on from the top of the content, not from a button that disappears.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={visible ? 'scroll-top scroll-top--visible' : 'scroll-top'} onClick={toTop} inert={!visible} aria-label={label}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4 3 11l1.4 1.4L9 7.8V16h2V7.8l4.6 4.6L17 11z" fill="currentColor" />
      </svg>
    </button>
  );
}
