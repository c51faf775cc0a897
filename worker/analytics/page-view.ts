import type { Config } from '../env';
import { logError, logEvent } from '../log';

/** The request Plausible's events API takes (https://plausible.io/docs/events-api). */
export interface PageViewEvent {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
}

/**
 * A page view of a path the worker answers itself (no page, so no browser script to count it).
 * Plausible counts visitors by User-Agent and IP, so both are the visitor's, not the worker's:
 * CF-Connecting-IP is the client address on Cloudflare; an X-Forwarded-For already present
 * (a proxy in front of us, or local tests) is passed on when there is no CF header.
 * Null when analytics is off (no site key configured).
 */
export function pageViewEvent(request: Request, config: Config): PageViewEvent | null {
  if (!config.ANALYTICS_KEY) return null;
  const incoming = new URL(request.url);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': request.headers.get('user-agent') ?? '',
  };
  const ip = request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for');
  if (ip) headers['x-forwarded-for'] = ip;
  const body: Record<string, string> = {
    name: 'pageview',
    // The public address, so the view is filed under the site's own domain and path.
    url: `${config.PUBLIC_ORIGIN}${incoming.pathname}${incoming.search}`,
    domain: config.ANALYTICS_KEY,
  };
  const referrer = request.headers.get('referer');
  if (referrer) body['referrer'] = referrer;
  return { url: config.ANALYTICS_API_URL, init: { method: 'POST', headers, body: JSON.stringify(body) } };
}

/**
 * Sends the event; never throws, so it can run from waitUntil after the visitor has their
 * answer. A failure is logged (path and status only) and otherwise ignored.
 */
export async function sendPageView(event: PageViewEvent, timeoutMs: number): Promise<void> {
  try {
    const response = await fetch(event.url, { ...event.init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) logEvent('analytics_failed', { status: response.status });
    await response.body?.cancel();
  } catch (error) {
    logEvent('analytics_failed', { error: logError(error) });
  }
}
