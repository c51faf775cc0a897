import { analyticsEndpoint, type Config } from '../env';
import { logError, logEvent } from '../log';

/** The request Plausible's events API takes (https://plausible.io/docs/events-api). */
export interface AnalyticsRequest {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
}

/** One event the worker sends itself: its name, the site path it is filed under, and its properties. */
export interface WorkerEvent {
  name: string;
  /** Path (and query, if any) on this site. */
  path: string;
  referrer?: string | null;
  /** Custom properties, string values only (Plausible's `props` object). */
  props?: Record<string, string>;
}

/**
 * An event of something the worker answers itself, with no page script to send it (a page view
 * of /app-review, a form posted natively). Plausible counts visitors by User-Agent and IP, so
 * both are the visitor's, not the worker's: CF-Connecting-IP is the client address on
 * Cloudflare; an X-Forwarded-For already present (a proxy in front of us, or local tests) is
 * passed on when there is no CF header. Null when analytics is off (no site key configured).
 */
export function analyticsRequest(request: Request, config: Config, event: WorkerEvent): AnalyticsRequest | null {
  if (!config.ANALYTICS_KEY) return null;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': request.headers.get('user-agent') ?? '',
  };
  const ip = request.headers.get('cf-connecting-ip') ?? request.headers.get('x-forwarded-for');
  if (ip) headers['x-forwarded-for'] = ip;
  const body: Record<string, unknown> = {
    name: event.name,
    // The public address, so the event is filed under the site's own domain and path.
    url: `${config.PUBLIC_ORIGIN}${event.path}`,
    domain: config.ANALYTICS_KEY,
  };
  if (event.referrer) body.referrer = event.referrer;
  if (event.props && Object.keys(event.props).length > 0) body.props = event.props;
  return { url: analyticsEndpoint(config).server, init: { method: 'POST', headers, body: JSON.stringify(body) } };
}

/**
 * Sends the event; never throws, so it can run from waitUntil after the visitor has their
 * answer. A failure is logged (path and status only) and otherwise ignored.
 */
export async function sendAnalytics(event: AnalyticsRequest, timeoutMs: number): Promise<void> {
  try {
    const response = await fetch(event.url, { ...event.init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) logEvent('analytics_failed', { status: response.status });
    await response.body?.cancel();
  } catch (error) {
    logEvent('analytics_failed', { error: logError(error) });
  }
}
