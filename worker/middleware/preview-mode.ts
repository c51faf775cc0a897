import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { sitePath } from '../../shared/redirect-targets';
import { PREVIEW_QUERY_PARAM, SHOW_UNPUBLISHED_COOKIE } from '../../shared/spec';
import type { AppEnv } from '../app-env';
import { isPreviewKey, isPreviewToken, previewToken } from '../preview/preview-token';
import { logEvent } from '../log';

/**
 * Attributes of the preview cookie, when it is set and when it is cleared (a browser only
 * replaces a cookie whose attributes match). HttpOnly: no script reads it (the page learns the
 * flag from the transfer state). Secure whenever the visitor is on HTTPS or the site is the
 * production one; only a local HTTP run goes without, or the browser would drop the cookie.
 */
export function previewCookieOptions(c: Context<AppEnv>): CookieOptions {
  const secure = c.get('config').PRODUCTION || new URL(c.req.url).protocol === 'https:';
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure };
}

/**
 * Preview mode (SPEC section 4, show-unpublished). A page address carrying `?strapi=` is
 * answered with a redirect to the same address without it, so the key never reaches the
 * rendered HTML, the canonical link, the browser history, a Referer header or our logs. When the
 * value is the configured key the redirect also sets the session cookie; a wrong key changes
 * nothing else. Every later request with a valid cookie reads drafts (publicationState=preview)
 * and skips the shared cache (worker/upstream/reader.ts).
 */
export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewMode(c, next) {
    const key = c.get('config').UNPUBLISHED_KEY;
    const url = new URL(c.req.url);
    const isPage = !url.pathname.startsWith('/api/');

    if (isPage && url.searchParams.has(PREVIEW_QUERY_PARAM)) {
      const candidate = url.searchParams.get(PREVIEW_QUERY_PARAM) ?? '';
      url.searchParams.delete(PREVIEW_QUERY_PARAM);
      const opened = key !== undefined && (await isPreviewKey(key, candidate));
      if (opened) {
        setCookie(c, SHOW_UNPUBLISHED_COOKIE, await previewToken(key), previewCookieOptions(c));
        logEvent('preview_opened', { path: url.pathname });
      }
      c.header('cache-control', 'no-store');
      // The URL parser keeps "//evil.com" as a path: answered as it is, it would send the
      // visitor to another host.
      return c.redirect(`${sitePath(url.pathname)}${url.search}`, 302);
    }

    const cookie = getCookie(c, SHOW_UNPUBLISHED_COOKIE);
    c.set('preview', key !== undefined && cookie !== undefined && (await isPreviewToken(key, cookie)));
    await next();
    // Drafts are for the editor's eyes only: no shared or browser cache may keep them.
    if (c.get('preview')) c.res.headers.set('cache-control', 'private, no-store');
  };
}
