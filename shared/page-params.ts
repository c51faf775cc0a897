import { PAGE_PARAMS } from '#pages/params';
import { splitLanguage } from './languages';

/**
 * The query parameters each page reads (its loaders and its components), in one table the worker
 * and the browser share: the page cache key, the canonical link, the hreflang alternates, the
 * language switcher's links and the address a page is rendered for are all built from it. Any
 * other parameter (utm_*, fbclid, gclid, a made-up one) changes nothing on the page, so it enters
 * none of them, and a page never echoes it (docs/decisions/044).
 *
 * Each page declares the parameters it reads (`params` in client/routes/<family>/pages.ts), and
 * `npm run pages` writes the table. A parameter a page reads without declaring it never reaches
 * the page on the server; tests/worker/page-params-read.test.ts fails, naming the page, while one
 * does.
 */

export { NARROWED_LIST } from './narrowed-list';
export { PAGE_PARAMS };

/** Each pattern as the router matches it (any case, one trailing slash), with its parameters. */
const MATCHERS = Object.entries(PAGE_PARAMS).map(([pattern, names]) => ({
  matcher: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
  names: names!,
}));

/**
 * The parameters the page at `pathname` reads (a language prefix is allowed). A fixed page
 * ('/work') is listed before the pattern that would also match its address ('/work/:slug' does
 * not match '/work', so order does not matter today; the first match wins).
 */
export function pageParamsOf(pathname: string): readonly string[] {
  const { path } = splitLanguage(pathname);
  return MATCHERS.find(({ matcher }) => matcher.test(path))?.names ?? [];
}

/**
 * The query of `search` that the page at `pathname` reads: its own parameters only, the first
 * value of each (what the loaders read), in the table's order, so every spelling of one page is
 * one address. Empty when none is left; otherwise starts with '?'.
 */
export function pageSearch(pathname: string, search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of pageParamsOf(pathname)) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** An absolute page address with only the parameters its page reads (the same origin and path). */
export function pageUrl(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${pageSearch(parsed.pathname, parsed.search)}`;
}
