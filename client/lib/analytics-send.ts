import { init, track } from '@plausible-analytics/tracker';
import type { PublicConfig } from '../../shared/public-config';
import type { PageViewItem } from '../../shared/analytics-events';

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

/**
 * Each view is its own request, sent at once: Plausible's events API takes one event per request
 * and dates it on arrival (docs/decisions/031-analytics-kinds-and-support-chat.md).
 */
export function sendPageView(config: PublicConfig, url: string, name?: string, item?: PageViewItem): void {
  const props: Record<string, string> = {};
  if (name) props.name = name;
  if (item) props.kind = item.kind;
  if (item?.ref) props.ref = item.ref;
  tracker(config)('pageview', { url, ...(Object.keys(props).length > 0 ? { props } : {}) });
}

/** Resolves once the event has been sent (or could not be). */
export function sendEvent(config: PublicConfig, name: string, props: Record<string, string>): Promise<void> {
  return new Promise((resolve) => {
    tracker(config)(name, { callback: () => resolve(), ...(Object.keys(props).length > 0 ? { props } : {}) });
  });
}
