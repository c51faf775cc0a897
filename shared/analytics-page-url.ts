import { splitLanguage } from './languages';

/**
 * What an analytics event says about the page it came from: the path and only the query
 * parameters that say which page it is (docs/decisions/045-trusted-types-and-csp-reports.md).
 * Everything else stays out: search words (`q`), a checkout's `session_id`, a `discount` code,
 * plan choices, shared annotations' and uploads' ids (they open someone's content), the preview
 * key, tracking parameters (`utm_*`, `fbclid`, ...) and anything unknown. The analytics service
 * then counts one page under one address however it was reached.
 *
 * Per route (language prefix left off): the parameters that identify the page. A route that is
 * not listed sends its path alone. `page` is kept where a list has pages: page 2 of the blog is
 * another page than page 1. (May be merged with the table of "parameters each route reads" for
 * the canonical links and the page cache when that lands.)
 */
export const PAGE_VIEW_PARAMS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/work$/, ['editionRef', 'publisherCatalogId', 'publisherId']],
  [/^\/preview$/, ['editionRef']],
  [/^\/artist$/, ['artistRef', 'page']],
  [/^\/artists$/, ['letter', 'page']],
  [/^\/artists\/[^/]+$/, ['page']],
  [/^\/publisher$/, ['publisherId', 'page']],
  [/^\/publishers\/[^/]+$/, ['page']],
  [/^\/instrument$/, ['instrumentRef', 'page']],
  [/^\/playlist$/, ['playlistRef', 'page']],
  [/^\/blog$/, ['page']],
  [/^\/blog\/category\/[^/]+$/, ['page']],
  [/^\/app\/help\/faq$/, ['category', 'topic']],
];

/** Longest parameter value passed on: identifiers are short; anything longer is not one. */
const MAX_VALUE = 100;

/**
 * `url` (absolute) with only the parameters that identify its page, each once, in the table's
 * order; no fragment. An address that cannot be read gives ''.
 */
export function pageViewUrl(url: string): string {
  if (!URL.canParse(url)) return '';
  const parsed = new URL(url);
  const { path } = splitLanguage(parsed.pathname);
  const names = PAGE_VIEW_PARAMS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = parsed.searchParams.get(name);
    if (value !== null && value !== '' && value.length <= MAX_VALUE) kept.set(name, value);
  }
  const query = kept.toString();
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}`;
}

/**
 * A referrer for analytics: another site's address as the browser gave it (the Referrer-Policy
 * already cut it to an origin), one of this site's pages cleaned as `pageViewUrl` cleans it
 * (a full load reached from the search page would otherwise send its words).
 */
export function pageViewReferrer(referrer: string | null | undefined, siteOrigin: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  return new URL(referrer).origin === siteOrigin ? pageViewUrl(referrer) : referrer;
}
