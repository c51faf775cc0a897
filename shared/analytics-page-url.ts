import { pageParamsOf } from './page-params';

/**
 * What an analytics event says about the page it came from: the path and only the query
 * parameters that say which page it is (docs/decisions/045-trusted-types-and-csp-reports.md).
 * Everything else stays out: search words (`q`), a checkout's `session_id`, a `discount` code,
 * plan choices, shared annotations' and uploads' ids (they open someone's content), the preview
 * key, tracking parameters (`utm_*`, `fbclid`, ...) and anything unknown. The analytics service
 * then counts one page under one address however it was reached.
 */

/**
 * Of the parameters a page reads (shared/page-params.ts), those that say which page it is. The
 * rest are the visitor's own (search words, facets and order, a checkout, a plan, a discount,
 * shared content's ids, a help form's prefill) and stay out, and a route that reads none of
 * these sends its path alone. `page` is kept: page 2 of the blog is another page than page 1.
 */
export const PAGE_IDENTIFYING_PARAMS: ReadonlySet<string> = new Set([
  'editionRef',
  'publisherCatalogId',
  'publisherId',
  'artistRef',
  'instrumentRef',
  'playlistRef',
  'letter',
  'page',
  'category',
  'topic',
]);

/** Longest parameter value passed on: identifiers are short; anything longer is not one. */
const MAX_VALUE = 100;

/**
 * `url` (absolute) with only the parameters that identify its page, each once, in the order of
 * shared/page-params.ts; no fragment. An address that cannot be read gives ''.
 */
export function pageViewUrl(url: string): string {
  if (!URL.canParse(url)) return '';
  const parsed = new URL(url);
  const names = pageParamsOf(parsed.pathname).filter((name) => PAGE_IDENTIFYING_PARAMS.has(name));
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
