import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { config } from '../config';
import { contentSecurityPolicy, EVERY_RESPONSE_HEADERS, HTML_HEADERS, type CspSources } from './security-header-values';

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const CSP_SOURCES: CspSources = { imageStorageRoot: config.IMAGE_STORAGE_ROOT, analytics: config.ANALYTICS_KEY !== '' };

/**
 * Sets the headers on every response, and a per-response CSP nonce for HTML. Runs first, so the
 * request guard's refusals, the legacy redirects and the error pages get them too.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    c.set('nonce', nonce());
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) headers.set(name, value);
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      headers.set('content-security-policy', contentSecurityPolicy(c.get('nonce'), CSP_SOURCES));
      for (const [name, value] of Object.entries(HTML_HEADERS)) headers.set(name, value);
    }
  };
}
