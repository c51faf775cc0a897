/** Query parameters that must never reach a canonical link (the preview key, for one). */
const PRIVATE_PARAMS = ['strapi'];

/**
 * The address an item page reached by its query (/artist?artistRef=) is known by: its slug
 * address, and the query parameters the slug stands in for.
 */
export interface ItemAddress {
  path: string;
  replaces: readonly string[];
}

/**
 * Canonical link: the public origin plus the current path and query (item pages such as
 * /instrument?instrumentRef= are identified by their query). A paginated address (`page`)
 * without a `pid` or `eid` drops `page`: its first page is canonical (SPEC "Page metadata").
 * SPEC drops the whole query there, which is the same for /blog?page=2 but would point
 * /instrument?instrumentRef=IN-1&page=2 at a missing page and /artists?letter=B&page=2 at
 * another letter (decision 030). An item with a slug address is known by that address.
 */
export function canonicalUrl(publicOrigin: string, pathname: string, search: string, item?: ItemAddress): string {
  const params = new URLSearchParams(search);
  for (const name of [...PRIVATE_PARAMS, ...(item?.replaces ?? [])]) params.delete(name);
  if (!params.has('pid') && !params.has('eid')) params.delete('page');
  const query = params.toString();
  return `${publicOrigin.replace(/\/+$/, '')}${item?.path ?? pathname}${query ? `?${query}` : ''}`;
}
