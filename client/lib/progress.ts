import type NProgressType from 'nprogress';
import { PROGRESS_BAR } from '../../shared/spec';

/**
 * nprogress's own markup marks the bar with role="bar" (and a spinner with role="spinner"),
 * roles ARIA does not have: axe reports them while a navigation loads. The bar only repeats
 * what the page change itself tells a screen reader, so it is hidden from assistive technology,
 * and found by its class instead of that role.
 */
const BAR_MARKUP = { template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar' };

let bar: Promise<typeof NProgressType> | undefined;
let waiting: ReturnType<typeof setTimeout> | undefined;
let shown = false;

/**
 * A navigation shows the bar only once it has waited this long. One whose page was fetched ahead
 * (./prefetch.ts) or kept (./client-data-access.ts) is done in a few milliseconds, and a bar
 * flashing for a frame would only make an instant change look slow. 100 ms is where a delay
 * starts to be noticed (docs/decisions/027).
 */
export const PROGRESS_DELAY_MS = 100;

/**
 * nprogress is not in the first load: nothing shows a bar before the first navigation. It comes
 * with the navigation code (./navigation-code.ts), or with the first navigation that waits.
 */
export function loadBar(): Promise<typeof NProgressType> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ ...PROGRESS_BAR, ...BAR_MARKUP, showSpinner: false });
    return NProgress;
  });
  return bar;
}

/** A navigation started: the loading bar shows if it is still loading after PROGRESS_DELAY_MS. */
export function startProgress(): void {
  if (waiting !== undefined || shown) return;
  waiting = setTimeout(() => {
    waiting = undefined;
    shown = true;
    void loadBar().then((NProgress) => {
      // The navigation may have finished while the bar was still loading.
      if (shown) NProgress.start();
    });
  }, PROGRESS_DELAY_MS);
}

export function doneProgress(): void {
  clearTimeout(waiting);
  waiting = undefined;
  if (!shown) return;
  shown = false;
  void bar?.then((NProgress) => NProgress.done());
}
