import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { config } from '../config';

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Everything of the CSP but the script nonce; the config is fixed, so it is built once. */
const CSP_REST = [
  "style-src 'self'",
  `img-src 'self' data: ${new URL(config.IMAGE_STORAGE_ROOT).origin}`,
  `connect-src 'self'${config.ANALYTICS_KEY ? ' https://plausible.io' : ''}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Headers every response carries, and a per-response CSP nonce for HTML. Scripts run only
 * with the nonce (and what they load, via strict-dynamic); nothing may frame the site.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    c.set('nonce', nonce());
    await next();
    const headers = c.res.headers;
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      headers.set(
        'content-security-policy',
        `default-src 'self'; script-src 'nonce-${c.get('nonce')}' 'strict-dynamic'; ${CSP_REST}`,
      );
      headers.set('x-frame-options', 'DENY');
    }
  };
}
