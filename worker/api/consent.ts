import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { consentCookie } from '../../client/lib/consent-cookie';
import { PAGE_FIELD } from '../../shared/forms/form-outcome';
import { isSitePath } from '../../shared/redirect-targets';
import type { AppEnv } from '../app-env';
import { logRejected } from '../log';
import { MAX_URL_LENGTH } from '../middleware/request-guard';
import { sameOrigin } from '../middleware/same-origin';
import { MAX_BODY_BYTES } from './json-body';

/**
 * The page to answer a native post on: a path on this site (one leading "/", no second "/" or
 * "\" after it nor any "\" at all, nothing a browser would strip), no longer than an address the
 * worker takes, and never one of the BFF's own paths. Resolved against the site's origin and
 * written back from the parsed URL, so what goes into Location is the path and query the URL
 * parser made of it (a fragment is dropped). Null when it is none of that.
 */
export function returnPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH || !isSitePath(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  return `${url.pathname}${url.search}`;
}

/** The same-origin Referer's path and query, or null (none, another site's, unreadable). */
function refererPath(referer: string | undefined, origin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? returnPath(`${url.pathname}${url.search}`, origin) : null;
  } catch {
    return null;
  }
}

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    logRejected(c.req.url, 413, 'too_large');
    return c.json({ error: 'too_large' }, 413);
  },
});

/**
 * /api/consent: the cookie bar's Accept as a plain HTML form (SPEC section 4: Accept sets
 * CookieConsent to true and hides the bar), for a visitor whose page's code has not started
 * (it starts after `load`) or never will. Same origin only. Sets the session cookie the page's
 * code would have written (client/lib/consent-cookie.ts: same text, so the same attributes) and
 * answers 303 See Other back to the page the form was on (its `_page` field, else the Referer,
 * else the home page). That page is rendered and cached per consent (worker/cache/page-cache.ts),
 * so it comes without the bar. With the page's code, the bar takes the click itself and this
 * is never asked.
 */
export const consent = new Hono<AppEnv>().post('/', sameOrigin(), limit, async (c) => {
  const origin = new URL(c.req.url).origin;
  // A body that is not a form (or not readable) is no page: the Referer or home then.
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const target = returnPath(body[PAGE_FIELD], origin) ?? refererPath(c.req.header('referer'), origin) ?? '/';
  c.header('set-cookie', consentCookie(origin.startsWith('https:')), { append: true });
  c.header('cache-control', 'no-store');
  return c.redirect(target, 303);
});
