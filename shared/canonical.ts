/** Query parameters that must never reach a canonical link (the preview key, for one). */
const PRIVATE_PARAMS = ['strapi'];

/**
 * Canonical link: the public origin plus the current path and query (item pages such as
 * /work?editionRef=... are identified by their query), except that a paginated address
 * (`page`) without a `pid` or `eid` drops its whole query string (SPEC "Page metadata").
 */
export function canonicalUrl(publicOrigin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PRIVATE_PARAMS) params.delete(name);
  const dropQuery = params.has('page') && !params.has('pid') && !params.has('eid');
  const query = dropQuery ? '' : params.toString();
  return `${publicOrigin.replace(/\/+$/, '')}${pathname}${query ? `?${query}` : ''}`;
}
