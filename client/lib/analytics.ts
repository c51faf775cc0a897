import type { AnalyticsEventName, AnalyticsEventProps, PageViewItem } from '../../shared/analytics-events';
import type { PublicConfig } from '../../shared/public-config';

let sender: Promise<typeof import('./analytics-send')> | null = null;

/**
 * The tracker and the code that drives it load on first use, as one chunk: visitors without
 * analytics never download it, and no page carries it in its first load.
 */
const load = () => (sender ??= import('./analytics-send'));

function enabled(config: PublicConfig): boolean {
  return typeof window !== 'undefined' && config.analyticsKey !== '';
}

/**
 * Records a page view; `name` is the page-view name of docs/requirements.md §2.5 where a page has
 * one, `item` the kind and ref of an item page.
 */
export function trackPageView(config: PublicConfig, url: string, name?: string, item?: PageViewItem): void {
  if (!enabled(config)) return;
  void load()
    .then((send) => send.sendPageView(config, url, name, item))
    .catch(() => {});
}

/**
 * Records a named event with its properties (names and shapes: shared/analytics-events.ts).
 * Does nothing on the server or when no analytics key is configured. The promise settles once
 * the event has been sent (or could not be), for a caller about to leave the page.
 */
export function trackEvent<N extends AnalyticsEventName>(config: PublicConfig, name: N, props: AnalyticsEventProps[N]): Promise<void> {
  if (!enabled(config)) return Promise.resolve();
  return load()
    .then((send) => send.sendEvent(config, name, { ...props }))
    .catch(() => {});
}
