import type { Config } from '../env';
import { analyticsRequest, sendAnalytics, type AnalyticsRequest } from './plausible-event';

/** The request Plausible's events API takes for a page view. */
export type PageViewEvent = AnalyticsRequest;

/**
 * A page view of a path the worker answers itself (no page, so no browser script to count it),
 * with the visitor's User-Agent, address and referrer (./plausible-event.ts). Null when
 * analytics is off (no site key configured).
 */
export function pageViewEvent(request: Request, config: Config): PageViewEvent | null {
  const incoming = new URL(request.url);
  return analyticsRequest(request, config, { name: 'pageview', path: `${incoming.pathname}${incoming.search}`, referrer: request.headers.get('referer') });
}

/** Sends the page view; never throws (./plausible-event.ts). */
export const sendPageView = sendAnalytics;
