import type { PublicConfig } from '../../shared/public-config';

type Tracker = {
  trackPageview: (data?: { url?: string }, options?: { props?: Record<string, string> }) => void;
  trackEvent: (name: string, options?: { props?: Record<string, string | number | boolean> }) => void;
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

/** Records a named event with properties. */
export function trackEvent(config: PublicConfig, name: string, props: Record<string, string | number | boolean> = {}): void {
  if (!enabled(config)) return;
  void getTracker(config)
    .then((t) => t.trackEvent(name, { props }))
    .catch(() => {});
}
