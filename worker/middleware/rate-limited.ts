import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { clientKey } from '../forms/client-key';
import { logRejected } from '../log';
import { refusal } from '../forms/form-post';

/** Seconds a rate-limited client is asked to wait (the binding's window, wrangler.toml). */
const RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * Per-client limit on posts that reach an upstream (wrangler.toml [[ratelimits]]
 * FORM_RATE_LIMIT), counted per path so one busy form does not block another.
 */
export function rateLimited(): MiddlewareHandler<AppEnv> {
  return async function rateLimited(c, next) {
    const { success } = await c.env.FORM_RATE_LIMIT.limit({ key: `${clientKey(c)} ${new URL(c.req.url).pathname}` });
    if (success) return next();
    logRejected(c.req.url, 429, 'rate_limited');
    // A flood is answered with a line, never a rendered page: rendering is what it would cost us.
    return refusal(c, 429, 'rate_limited', 'Too many forms sent from here. Please wait a minute and send it again.', {
      'retry-after': String(RATE_LIMIT_WINDOW_SECONDS),
    });
  };
}
