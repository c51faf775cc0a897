import type { MiddlewareHandler } from 'hono';
import { redirectLocation } from '../../redirects';
import { localizedPath, splitLanguage } from '../../shared/languages';
import { PERMANENT_REDIRECT_CACHE_CONTROL } from '../../shared/redirect-targets';

/**
 * Answers the old site's addresses (redirects.ts) with a permanent redirect before any config,
 * preview or rendering work: one Map lookup per page request. Only page reads are redirected;
 * /api/ is the BFF's and never moves.
 */
export function legacyRedirects(): MiddlewareHandler {
  return async function legacyRedirects(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/api/')) return next();
    // An old address under a language prefix goes to the new address in that language.
    const { language, path } = splitLanguage(url.pathname);
    const target = redirectLocation(path, url.search);
    if (target === null) return next();
    const location = target.startsWith('/') ? localizedPath(language, target) : target;
    return c.body(null, 301, { location, 'cache-control': PERMANENT_REDIRECT_CACHE_CONTROL });
  };
}
