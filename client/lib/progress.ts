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
let loading = false;

/**
 * nprogress is imported on the first client navigation, not with the page: nothing shows a bar
 * before then. Its chunk loads alongside the navigation's own data and code.
 */
function loadBar(): Promise<typeof NProgressType> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ ...PROGRESS_BAR, ...BAR_MARKUP, showSpinner: false });
    return NProgress;
  });
  return bar;
}

/** The loading bar shown while a navigation loads its data and code. */
export function startProgress(): void {
  loading = true;
  void loadBar().then((NProgress) => {
    // The navigation may have finished while the bar was still loading.
    if (loading) NProgress.start();
  });
}

export function doneProgress(): void {
  loading = false;
  void bar?.then((NProgress) => NProgress.done());
}
