import { VIEWPORT_VAR_DELAY_MS } from '../../shared/spec';

/**
 * Sets --vh to 1 % of the real inner height: mobile browsers' 100vh ignores their toolbars.
 * Computed once after a short delay (toolbars settle after load) and on every resize.
 * Returns a cleanup function.
 */
export function watchViewportHeight(): () => void {
  const apply = () => document.documentElement.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
  const timer = window.setTimeout(apply, VIEWPORT_VAR_DELAY_MS);
  window.addEventListener('resize', apply, { passive: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', apply);
  };
}
