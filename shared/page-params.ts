import type { PagePattern } from './paths';
import { splitLanguage } from './languages';

/**
 * The query parameters each page reads (its loaders and its components), in one table the worker
 * and the browser share: the page cache key, the canonical link, the hreflang alternates, the
 * language switcher's links and the address a page is rendered for are all built from it. Any
 * other parameter (utm_*, fbclid, gclid, a made-up one) changes nothing on the page, so it enters
 * none of them, and a page never echoes it (docs/decisions/044).
 *
 * A page that starts reading a new parameter must add it here: until then the parameter never
 * reaches the page on the server. tests/unit/page-params.test.ts checks the facet names against
 * shared/search-state.ts. Written out rather than imported: this module is in every page's first
 * load, and search-state.ts is not.
 */

/** The facets' query names (FILTER_PARAMS, in FACETS order), then the order and the page. */
const FACET_PARAMS = ['open', 'ensemble', 'instrument', 'players', 'grade', 'period', 'key', 'composer', 'publisher', 'duration', 'group'] as const;
/** What the facets form writes, on /search and on the lists it narrows (the worker tidies these addresses). */
export const NARROWED_LIST = [...FACET_PARAMS, 'sort', 'page'] as const;

/** Pages that read none are left out: they read nothing. */
export const PAGE_PARAMS: Partial<Readonly<Record<PagePattern, readonly string[]>>> = {
  '/work/:slug': ['shareRef'],
  '/work': ['editionRef', 'publisherCatalogId', 'publisherId', 'shareRef'],
  '/preview': ['editionRef'],
  '/annotation': ['id'],
  '/upload': ['id', 'userFileRef', 'resourceOwnerRef'],
  '/artists': ['letter', 'page'],
  '/artists/:slug': NARROWED_LIST,
  '/artist': ['artistRef', ...NARROWED_LIST],
  '/publishers/:slug': NARROWED_LIST,
  '/publisher': ['publisherId', ...NARROWED_LIST],
  '/instrument': ['instrumentRef', ...NARROWED_LIST],
  '/playlist': ['playlistRef', 'page'],
  '/search': ['q', ...NARROWED_LIST],
  // A plan link (productId, planId, discount) and a return from checkout (checkout, session_id).
  '/pricing': ['discount', 'productId', 'planId', 'checkout', 'session_id'],
  '/blog': ['page'],
  '/blog/category/:category': ['page'],
  '/app/help/faq': ['category', 'topic'],
  // The search page's "ask for it" link carries what was searched for.
  '/app/help/request-content': ['q', 'filters'],
  '/contact': ['enquiry'],
};

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
