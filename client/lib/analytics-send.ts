import { init, track } from '@plausible-analytics/tracker';
import type { PublicConfig } from '../../shared/public-config';

let started = false;

/**
 * The tracker, set up on first use. The router's navigation effects send page views (with the
 * spec's names), so its own page-view capture is off; it still measures time on page and scroll
 * depth for each view it sends. This module is the chunk ./analytics.ts loads on first use.
 */
function tracker(config: PublicConfig): typeof track {
  if (!started) {
    init({ domain: config.analyticsKey, autoCapturePageviews: false, captureOnLocalhost: true, bindToWindow: false, logging: false });
    started = true;
  }
  return track;
}

export function sendPageView(config: PublicConfig, url: string, name?: string): void {
  tracker(config)('pageview', { url, ...(name ? { props: { name } } : {}) });
}

/** Resolves once the event has been sent (or could not be). */
export function sendEvent(config: PublicConfig, name: string, props: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    tracker(config)(name, { callback: () => resolve(), ...(Object.keys(props).length > 0 ? { props } : {}) });
  });
}
