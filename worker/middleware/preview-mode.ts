import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { sitePath } from '../../shared/redirect-targets';
import { PREVIEW_QUERY_PARAM, SHOW_UNPUBLISHED_COOKIE } from '../../shared/spec';
import type { AppEnv } from '../app-env';
import { isPreviewKey, isPreviewToken, PREVIEW_KEY_MIN_LENGTH, previewToken } from '../preview/preview-token';
import { clientKey } from '../forms/client-key';
import { logEvent, logRejected } from '../log';

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

/** Seconds a client that tried too many keys is asked to wait (the binding's period, wrangler.toml). */
const TRIES_WINDOW_SECONDS = 60;

/** What no shared or browser cache may keep: anything answered in preview or to a try of the key. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/**
 * Preview mode (docs/requirements.md §4.5, show-unpublished). A page address carrying `?strapi=` is
 * answered with a redirect to the same address without it, so the key never reaches the
 * rendered HTML, the canonical link, the browser history, a Referer header or our logs. This runs
 * before every other redirect (the language's, the legacy addresses'; index.ts), so none of them
 * carries the key in its Location or lets a cache keep it; plain HTTP in production is sent to
 * HTTPS without it first (https-only.ts). When the value is the configured key the redirect also
 * sets the session cookie; a wrong key changes nothing else. Every later request with a valid
 * cookie reads drafts (publicationState=preview) and skips the shared cache
 * (worker/upstream/reader.ts), and every answer to it is `private, no-store`.
 *
 * Tries are limited per client (PREVIEW_RATE_LIMIT): past the limit the key is not even checked.
 * A value shorter than any accepted key cannot be it and is refused without counting, so a
 * mistyped or junk `?strapi=` costs an editor nothing (decision 044).
 */
export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewMode(c, next) {
    const key = c.get('config').UNPUBLISHED_KEY;
    const url = new URL(c.req.url);
    const isPage = !url.pathname.startsWith('/api/');

    if (isPage && url.searchParams.has(PREVIEW_QUERY_PARAM)) {
      const candidate = url.searchParams.get(PREVIEW_QUERY_PARAM) ?? '';
      url.searchParams.delete(PREVIEW_QUERY_PARAM);
      const headers = { 'cache-control': PREVIEW_CACHE_CONTROL };
      const plausible = key !== undefined && candidate.length >= PREVIEW_KEY_MIN_LENGTH;
      if (plausible && !(await mayTry(c))) {
        logRejected(url.toString(), 429, 'preview_tries');
        return c.text('Too many tries of the preview key. Please wait a minute.', 429, { ...headers, 'retry-after': String(TRIES_WINDOW_SECONDS) });
      }
      if (plausible && (await isPreviewKey(key, candidate))) {
        setCookie(c, SHOW_UNPUBLISHED_COOKIE, await previewToken(key), previewCookieOptions(c));
        logEvent('preview_opened', { path: url.pathname });
      }
      // The URL parser keeps "//evil.com" as a path: answered as it is, it would send the
      // visitor to another host.
      return c.body(null, 302, { ...headers, location: `${sitePath(url.pathname)}${url.search}` });
    }

    const cookie = getCookie(c, SHOW_UNPUBLISHED_COOKIE);
    c.set('preview', key !== undefined && cookie !== undefined && (await isPreviewToken(key, cookie)));
    await next();
    // Drafts are for the editor's eyes only: no shared or browser cache may keep them, nor any
    // answer (a redirect included) given in preview.
    if (c.get('preview')) c.res.headers.set('cache-control', PREVIEW_CACHE_CONTROL);
  };
}

/**
 * True while this client may try a key (PREVIEW_RATE_LIMIT, counted per client: an IPv6 client by
 * its /64, as clientKey has it). A run without the binding (a test app of a few routes) has no limit.
 */
async function mayTry(c: Context<AppEnv>): Promise<boolean> {
  const limiter = (c.env as Partial<AppEnv['Bindings']> | undefined)?.PREVIEW_RATE_LIMIT;
  if (!limiter) return true;
  const { success } = await limiter.limit({ key: `preview ${clientKey(c)}` });
  return success;
}
