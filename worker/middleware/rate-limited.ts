import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { clientKey } from '../forms/client-key';
import { logRejected } from '../log';
import { refusal } from '../forms/form-post';

/** Seconds a rate-limited client is asked to wait (the bindings' window, wrangler.toml). */
const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The rate-limiting bindings (wrangler.toml [[ratelimits]]). */
export type RateLimitBinding = 'FORM_RATE_LIMIT' | 'CHECKOUT_RATE_LIMIT';

/**
 * Per-client limit on posts that reach an upstream, counted per route so one busy form does not
 * block another. The bucket is named by `route`, the route that answers, never by the request's
 * path: Hono decodes the path to route it, so `/contactinfos` and `/%63ontactinfos` reach the
 * same handler and must share one bucket (docs/decisions/043). The client is its address, an
 * IPv6 client its /64 (../forms/client-key.ts).
 */
export function rateLimited(route: string, binding: RateLimitBinding = 'FORM_RATE_LIMIT'): MiddlewareHandler<AppEnv> {
  return async function rateLimited(c, next) {
    const { success } = await c.env[binding].limit({ key: `${clientKey(c)} ${route}` });
    if (success) return next();
    logRejected(c.req.url, 429, 'rate_limited');
    // A flood is answered with a line, never a rendered page: rendering is what it would cost us.
    return refusal(c, 429, 'rate_limited', 'Too many forms sent from here. Please wait a minute and send it again.', {
      'retry-after': String(RATE_LIMIT_WINDOW_SECONDS),
    });
  };
}
