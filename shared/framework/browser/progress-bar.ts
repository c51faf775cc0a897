import type NProgressType from 'nprogress';
import type { DataRouter } from 'react-router';
import { FRAMEWORK_POLICIES, trustedHtml } from '../protocol/trusted-types';

/** nprogress's settings the site may choose (how far it starts, how fast it moves). */
export type ProgressBarSettings = Partial<Pick<NProgressType.NProgressOptions, 'minimum' | 'speed' | 'trickleSpeed' | 'easing'>>;
let settings: ProgressBarSettings = {};

/**
 * nprogress's own markup marks the bar with role="bar" (and a spinner with role="spinner"),
 * roles ARIA does not have: axe reports them while a navigation loads. The bar only repeats
 * what the page change itself tells a screen reader, so it is hidden from assistive technology,
 * and found by its class instead of that role.
 */
const BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

let bar: Promise<typeof NProgressType> | undefined;
let waiting: ReturnType<typeof setTimeout> | undefined;
let shown = false;
// The navigation under way waits on nothing from the network: no bar for it.
let quiet = false;

/**
 * A navigation that waits on the network shows the bar only once it has waited this long: a bar
 * flashing for a frame would only make a quick change look slow. 100 ms is where a delay starts
 * to be noticed (docs/decisions/027). One whose data was fetched ahead (./prefetch.ts) or is
 * remembered (a back or forward) waits on nothing but the device, and shows none (quietProgress).
 */
export const PROGRESS_DELAY_MS = 100;

/**
 * nprogress is not in the first load: nothing shows a bar before the first navigation. It comes
 * with the navigation code (./navigation-code.ts), or with the first navigation that waits.
 */
export function loadBar(): Promise<typeof NProgressType> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    // nprogress sets `innerHTML = template`: under the CSP's Trusted Types the template is the
    // progress-bar policy's value (../protocol/trusted-types.ts), a string where browsers lack them.
    NProgress.configure({ ...settings, template: progressBarTemplate(), barSelector: '.bar', showSpinner: false });
    return NProgress;
  });
  return bar;
}

/**
 * The bar follows the router's navigation state as each change happens, not as React renders it:
 * React may never render a navigation's loading state (its data came before that render, under a
 * busy CPU), and a bar the data strategy started (navigationWaits) would then never be done.
 */
export function followNavigations(router: DataRouter, barSettings: ProgressBarSettings = {}): void {
  settings = barSettings;
  let loading = false;
  router.subscribe(({ navigation }) => {
    if (loading === (navigation.state !== 'idle')) return;
    loading = !loading;
    if (loading) startProgress();
    else doneProgress();
  });
}

/** A navigation started: the loading bar shows if it is still loading after PROGRESS_DELAY_MS. */
function startProgress(): void {
  if (quiet || waiting !== undefined || shown) return;
  waiting = setTimeout(() => {
    waiting = undefined;
    shown = true;
    void loadBar().then((NProgress) => {
      // The navigation may have finished while the bar was still loading.
      if (shown) NProgress.start();
    });
  }, PROGRESS_DELAY_MS);
}

/**
 * Told by the data strategy as a navigation starts (./page-data-strategy.ts): whether it waits for an
 * answer from the network. If not, no bar shows, however long the device takes to render it (a
 * busy phone, a slow CPU): the bar says "waiting for the network", which it is not.
 */
export function navigationWaits(onNetwork: boolean): void {
  quiet = !onNetwork;
  if (onNetwork) {
    startProgress();
    return;
  }
  clearTimeout(waiting);
  waiting = undefined;
}

function doneProgress(): void {
  quiet = false;
  clearTimeout(waiting);
  waiting = undefined;
  if (!shown) return;
  shown = false;
  void bar?.then((NProgress) => NProgress.done());
}

/**
 * The bar's markup: nprogress sets `innerHTML = template`. The policy takes only the one fixed
 * template; anything else throws, and the bar does not show.
 */
function progressBarTemplate(): string {
  const rules = {
    createHTML: (input: string) => {
      if (input !== BAR_TEMPLATE) throw new TypeError('Not the progress bar template');
      return input;
    },
  };
  return trustedHtml(FRAMEWORK_POLICIES.progressBar, BAR_TEMPLATE, rules);
}
