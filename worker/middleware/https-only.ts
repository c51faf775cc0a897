import type { MiddlewareHandler } from 'hono';
import { PREVIEW_QUERY_PARAM } from '../../shared/spec';

/** Hosts of a local run, which has no certificate: never sent to https. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * In production a plain-HTTP request is answered with a permanent redirect to the same address
 * on HTTPS, on the same host (so the browser sees the HSTS header there before going anywhere
 * else). The zone may already do this at the edge; the worker does not rely on it.
 */
export function httpsOnly(production: boolean): MiddlewareHandler {
  return async function httpsOnly(c, next) {
    const url = new URL(c.req.url);
    if (!production || url.protocol !== 'http:' || LOOPBACK.has(url.hostname)) return next();
    url.protocol = 'https:';
    // The preview key is never carried by a redirect (decision 044), and this one runs before
    // preview mode: it goes without the key, and no cache keeps an answer to an address that had one.
    if (url.searchParams.has(PREVIEW_QUERY_PARAM)) {
      url.searchParams.delete(PREVIEW_QUERY_PARAM);
      return c.body(null, 301, { location: url.toString(), 'cache-control': 'private, no-store' });
    }
    return c.body(null, 301, { location: url.toString(), 'cache-control': 'public, max-age=86400' });
  };
}
