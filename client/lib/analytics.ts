import type { AnalyticsEventName, AnalyticsEventProps } from '../../shared/analytics-events';
import type { PublicConfig } from '../../shared/public-config';

type Tracker = {
  trackPageview: (data?: { url?: string }, options?: { props?: Record<string, string> }) => void;
  trackEvent: (name: string, options?: { props?: Record<string, string | number | boolean>; callback?: () => void }) => void;
};

let tracker: Promise<Tracker> | null = null;

function enabled(config: PublicConfig): boolean {
  return typeof window !== 'undefined' && config.analyticsKey !== '';
}

/** Loaded on first use only, so visitors without analytics never download it. */
function getTracker(config: PublicConfig): Promise<Tracker> {
  tracker ??= import('plausible-tracker').then(({ default: Plausible }) =>
    Plausible({ domain: config.analyticsKey, trackLocalhost: true }),
  );
  return tracker;
}

/** Records a page view; `name` is the spec's page-view name where a page has one. */
export function trackPageView(config: PublicConfig, url: string, name?: string): void {
  if (!enabled(config)) return;
  void getTracker(config)
    .then((t) => t.trackPageview({ url }, name ? { props: { name } } : undefined))
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
          t.trackEvent(name, { callback: resolve, ...(Object.keys(sent).length > 0 ? { props: sent } : {}) });
        }),
    )
    .catch(() => {});
}
