import { init, track } from '@plausible-analytics/tracker';
import type { PublicConfig } from '../../shared/public-config';
import type { PageViewItem } from '../../shared/analytics-events';
import { pageViewReferrer, pageViewUrl } from '../../shared/analytics-page-url';

let started = false;

/**
 * The tracker, set up on first use. The router's navigation effects send page views (with the
 * names of docs/requirements.md §2.5), so its own page-view capture is off; it still measures time
 * on page and scroll depth for each view it sends. This module is the chunk ./analytics.ts loads on
 * first use.
 */
function tracker(config: PublicConfig): typeof track {
  if (!started) {
    init({
      domain: config.analyticsKey,
      // The site's setting (ANALYTICS_API_URL), never the tracker's default: a self-hosted
      // Plausible or a first-party proxy, which the page's CSP allows (worker/env.ts analyticsEndpoint).
      endpoint: config.analyticsEndpoint,
      autoCapturePageviews: false,
      captureOnLocalhost: true,
      bindToWindow: false,
      logging: false,
      // Every event (page views, the tracker's engagement pings, named events) names its page by
      // the path and the parameters that identify it, never search words, a checkout session or
      // a discount code (shared/analytics-page-url.ts); so does a referrer on this site.
      transformRequest: (payload) => ({ ...payload, u: pageViewUrl(payload.u), r: pageViewReferrer(payload.r, location.origin) }),
    });
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
