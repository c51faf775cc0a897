import type { Config } from '../env';
import { pageViewReferrer, pageViewUrl } from '../../shared/analytics-page-url';
import { analyticsRequest, sendAnalytics, type AnalyticsRequest } from './plausible-event';

/** The request Plausible's events API takes for a page view. */
export type PageViewEvent = AnalyticsRequest;

/**
 * A page view of a path the worker answers itself (no page, so no browser script to count it),
 * with the visitor's User-Agent, address and referrer (./plausible-event.ts). The path carries
 * only the parameters that identify its page, as the browser's page views do
 * (shared/analytics-page-url.ts). Null when analytics is off (no site key configured).
 */
export function pageViewEvent(request: Request, config: Config): PageViewEvent | null {
  const incoming = new URL(request.url);
  const page = new URL(pageViewUrl(incoming.href));
  // One trailing slash is the same address (the worker's routes take both): one page, one name.
  const path = page.pathname.length > 1 ? page.pathname.replace(/\/$/, '') : page.pathname;
  const referrer = pageViewReferrer(request.headers.get('referer'), incoming.origin);
  return analyticsRequest(request, config, { name: 'pageview', path: `${path}${page.search}`, referrer });
}

/** Sends the page view; never throws (./plausible-event.ts). */
export const sendPageView = sendAnalytics;
