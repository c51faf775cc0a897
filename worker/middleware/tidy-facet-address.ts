import type { MiddlewareHandler } from 'hono';
import { NARROWED_LIST, pageParamsOf } from '../../shared/page-params';
import { filtersFromParams, searchParamsOf, sortFromParams } from '../../shared/search-facets';
import { clampQuery } from '../../client/components/search/search-href';
import { pageOf } from '../../client/lib/paging';

/**
 * Any country that passes the filters' check: `open=1` ("in my country") is kept as written
 * whoever asks, so the tidy address of an address is the same for every visitor.
 */
const ANY_COUNTRY = 'ZZ';

const FACETED: ReadonlySet<string> = new Set(NARROWED_LIST);

/**
 * The tidy query of an address on a page with the facets form (/search, and an instrument's,
 * publisher's or composer's editions, each under any language prefix), or null when the address
 * already is tidy or its page has no such form.
 *
 * Tidy is what the page's enhanced form builds (search-form-state.ts hrefOfFields) and every link
 * of the site writes: the page's own parameter first (`instrumentRef`, `artistRef`,
 * `publisherId`), then searchParamsOf of the state the page reads from the address (the same
 * `filtersFromParams`, `sortFromParams`, query clamp and page), so no blank, no default value, no
 * repeat, one order. A plain GET form sends every field, chosen or not, in the form's order
 * (`?q=bach&sort=relevance&ensemble=&grade=3&...`).
 *
 * Parameters the page does not read (utm_*, anything unknown) never make an address untidy, and
 * when the address is tidied they follow the page's own, as the visitor had them: they are the
 * visitor's, and the page leaves them in the address bar (decision 044).
 */
export function tidyFacetQuery(pathname: string, search: string): string | null {
  const read = pageParamsOf(pathname);
  if (!read.includes('sort')) return null;
  const given = new URLSearchParams(search);
  const tidy = new URLSearchParams();
  for (const name of read) {
    if (name === 'q' || FACETED.has(name)) continue;
    const value = given.get(name);
    if (value !== null) tidy.append(name, value);
  }
  const state = {
    query: read.includes('q') ? clampQuery(given.get('q')) : '',
    filters: filtersFromParams(given, ANY_COUNTRY),
    sort: sortFromParams(given),
    page: pageOf(`?${given}`),
  };
  for (const [name, value] of searchParamsOf(state)) tidy.append(name, value);
  const known = new Set(read);
  const pagePart = (params: URLSearchParams) => [...params].filter(([name]) => known.has(name));
  if (JSON.stringify(pagePart(given)) === JSON.stringify([...tidy])) return null;
  for (const [name, value] of given) if (!known.has(name)) tidy.append(name, value);
  const text = tidy.toString();
  return text ? `?${text}` : '';
}

/**
 * A GET (or HEAD) of a faceted page whose address is not tidy is answered with a 302 to its tidy
 * address: a plain form's submission (no JavaScript, or before the form's code came) then lands
 * where the enhanced form would have gone. 302, never permanent, and kept by no cache: the
 * address is what a visitor typed or chose. The tidy address is tidy, so it is answered by its
 * page: one redirect at most. The path stays as the visitor had it.
 */
export function tidyFacetAddress(): MiddlewareHandler {
  return async function tidyFacetAddress(c, next) {
    const url = new URL(c.req.url);
    if (url.search === '' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const query = tidyFacetQuery(url.pathname, url.search);
    if (query === null) return next();
    return c.body(null, 302, { location: `${url.pathname}${query}`, 'cache-control': 'private, no-store' });
  };
}
