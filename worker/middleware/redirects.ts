import type { Context, MiddlewareHandler } from 'hono';
import { redirectLocation } from '../../redirects';
import { localizedPath, splitLanguage } from '../../shared/languages';
import { namesAnItem } from '../../shared/name-key';
import { PERMANENT_REDIRECT_CACHE_CONTROL } from '../../shared/redirect-targets';

/** Asks the site itself how it answers a HEAD of `url` (the whole app, as a visitor's request would be). */
export type AskSite = (url: string, c: Context) => Response | Promise<Response>;

/**
 * Answers the old site's addresses (redirects.ts) with a permanent redirect before any rendering
 * work: one table lookup per page request. Only page reads are redirected; /api/ is the BFF's and
 * never moves.
 *
 * A row whose target names an item where the site has a slug (the old lists' `/artists/{Name}`,
 * `/work/{Title}`, decision 046) would cost the visitor a second redirect, from the name to the
 * slug. With `askSite`, the worker asks itself where that name leads (a HEAD, which runs only the
 * page's loader on cached reads) and answers the final address in one hop; if the name leads
 * nowhere (404) or the question fails, the row's own target is the answer, as before.
 */
export function legacyRedirects(askSite?: AskSite): MiddlewareHandler {
  return async function legacyRedirects(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/api/')) return next();
    // An old address under a language prefix goes to the new address in that language.
    const { language, path } = splitLanguage(url.pathname);
    const target = redirectLocation(path, url.search);
    if (target === null) return next();
    let location = target.startsWith('/') ? localizedPath(language, target) : target;
    if (askSite && target.startsWith('/') && namesAnItem(target)) location = (await finalAddress(askSite, new URL(location, url).href, c)) ?? location;
    return c.body(null, 301, { location, 'cache-control': PERMANENT_REDIRECT_CACHE_CONTROL });
  };
}

/** Where the site's own permanent redirect from `url` leads (a path), or null. */
async function finalAddress(askSite: AskSite, url: string, c: Context): Promise<string | null> {
  const answer = await Promise.resolve()
    .then(() => askSite(url, c))
    .catch(() => null);
  if (!answer || (answer.status !== 301 && answer.status !== 308)) return null;
  const location = answer.headers.get('location');
  return location?.startsWith('/') && !location.startsWith('//') ? location : null;
}
