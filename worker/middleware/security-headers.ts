import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function origin(url: string): string {
  return new URL(url).origin;
}

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
      const config = c.get('config');
      const images = config ? ` ${origin(config.IMAGE_STORAGE_ROOT)}` : '';
      const analytics = config?.ANALYTICS_KEY ? ' https://plausible.io' : '';
      headers.set(
        'content-security-policy',
        [
          "default-src 'self'",
          `script-src 'nonce-${c.get('nonce')}' 'strict-dynamic'`,
          "style-src 'self'",
          `img-src 'self' data:${images}`,
          `connect-src 'self'${analytics}`,
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ].join('; '),
      );
      headers.set('x-frame-options', 'DENY');
    }
  };
}
