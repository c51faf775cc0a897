import { pageSearch } from './page-params';

/**
 * The address an item page reached by its query (/artist?artistRef=) is known by: its slug
 * address, and the query parameters the slug stands in for.
 */
export interface ItemAddress {
  path: string;
  replaces: readonly string[];
}

/**
 * Canonical link: the public origin plus the current path and the query parameters its page
 * reads (item pages such as /instrument?instrumentRef= are identified by their query; tracking
 * and unknown parameters, the preview key among them, are no part of any page: shared/page-params.ts,
 * decision 044). A paginated address (`page`) drops `page`: its first page is canonical
 * (docs/requirements.md §2.3). That section drops the whole query there, which is the same for
 * /blog?page=2 but would point /instrument?instrumentRef=IN-1&page=2 at a missing page and
 * /artists?letter=B&page=2 at another letter (decision 030). It keeps the query whole with `pid` or
 * `eid`; no page of this site reads either, so they are dropped with every other unknown parameter.
 * An item with a slug address is known by that address. `pathname` may carry a language prefix.
 */
export function canonicalUrl(publicOrigin: string, pathname: string, search: string, item?: ItemAddress): string {
  const params = new URLSearchParams(pageSearch(pathname, search));
  for (const name of item?.replaces ?? []) params.delete(name);
  params.delete('page');
  const query = params.toString();
  return `${publicOrigin.replace(/\/+$/, '')}${item?.path ?? pathname}${query ? `?${query}` : ''}`;
}
