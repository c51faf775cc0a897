import type { AnalyticsEventName, AnalyticsEventProps } from '../../shared/analytics-events';
import type { PublicConfig } from '../../shared/public-config';

type Tracker = typeof import('@plausible-analytics/tracker');

let tracker: Promise<Tracker> | null = null;

function enabled(config: PublicConfig): boolean {
  return typeof window !== 'undefined' && config.analyticsKey !== '';
}

/**
 * Loaded on first use only, so visitors without analytics never download it. The router's
 * navigation effects send page views (with the spec's names), so the tracker's own page-view
 * capture is off; it still measures time on page and scroll depth for each view it sends.
 */
function getTracker(config: PublicConfig): Promise<Tracker> {
  tracker ??= import('@plausible-analytics/tracker').then((plausible) => {
    plausible.init({ domain: config.analyticsKey, autoCapturePageviews: false, captureOnLocalhost: true, bindToWindow: false, logging: false });
    return plausible;
  });
  return tracker;
}

/** Records a page view; `name` is the spec's page-view name where a page has one. */
export function trackPageView(config: PublicConfig, url: string, name?: string): void {
  if (!enabled(config)) return;
  void getTracker(config)
    .then((t) => t.track('pageview', { url, ...(name ? { props: { name } } : {}) }))
    .catch(() => {});
}

/**
 * Records a named event with its properties (names and shapes: shared/analytics-events.ts).
 * Does nothing on the server or when no analytics key is configured. The promise settles once
 * the event has been sent (or could not be), for a caller about to leave the page.
 */
export function trackEvent<N extends AnalyticsEventName>(config: PublicConfig, name: N, props: AnalyticsEventProps[N]): Promise<void> {
  if (!enabled(config)) return Promise.resolve();
  const sent: Record<string, string> = { ...props };
  return getTracker(config)
    .then(
      (t) =>
        new Promise<void>((resolve) => {
          t.track(name, { callback: () => resolve(), ...(Object.keys(sent).length > 0 ? { props: sent } : {}) });
        }),
    )
    .catch(() => {});
}
