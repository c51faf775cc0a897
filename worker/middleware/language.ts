import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, localizedPath, splitLanguage, type Language } from '../../shared/languages';
import { PAGE_LANGUAGE_HEADER } from '../../shared/i18n/page-language-header';
import type { AppEnv } from '../app-env';

/**
 * The language of the answer: a page's is its address's prefix (/de/…); the BFF's (/api/, which
 * has no prefix) is the one the page that calls it names in `x-page-language`, so a form's
 * messages come back in the page's words. Decided once, here: everything after reads it from the
 * context (`c.get('language')`), and the renderer hands it to the router's and React's contexts.
 */
export function pageLanguage(): MiddlewareHandler<AppEnv> {
  return async function pageLanguage(c, next) {
    const { pathname } = new URL(c.req.url);
    let language: Language = DEFAULT_LANGUAGE;
    if (pathname.startsWith('/api/')) {
      const named = c.req.header(PAGE_LANGUAGE_HEADER);
      if (isLanguage(named)) language = named;
    } else language = splitLanguage(pathname).language;
    c.set('language', language);
    return next();
  };
}

/**
 * A visit to the root by someone who chose another language (the switcher's cookie) goes to
 * that language's home. Only the root: every other address says its language itself, and a
 * shared link shows what it says. The answer depends on the cookie, so no cache may keep it.
 */
export function rememberedLanguage(): MiddlewareHandler<AppEnv> {
  return async function rememberedLanguage(c, next) {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || new URL(c.req.url).pathname !== '/') return next();
    const chosen = getCookie(c, LANGUAGE_COOKIE);
    if (!isLanguage(chosen) || chosen === DEFAULT_LANGUAGE) return next();
    const { search } = new URL(c.req.url);
    return c.body(null, 302, { location: `${localizedPath(chosen, '/')}${search}`, 'cache-control': 'private, no-store', vary: 'Cookie' });
  };
}
