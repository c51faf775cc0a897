import type { DataAccess } from '../../../shared/data-access';
import type { Paged } from '../../../shared/schemas/common';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { facetedEditionsSchema } from '../../../shared/schemas/search';
import { readOpenCount } from '../../loaders/open-count';
import { filtersFromParams, sortFromParams, type FacetName, type Facets, type SearchFilters, type SearchSort } from '../../../shared/search-facets';
import { pageBody } from '../../lib/paging';

/** What the facets form of an instrument's, publisher's or composer's editions shows. */
export interface Narrowing {
  /** The filter the page stands for ("publisherId"): the form does not offer it. None on a composition of no known composer. */
  own?: FacetName;
  /** The page's own query parameters ("publisherId=4"; '' where its path names it), kept in every address. */
  fixed: string;
  /** The filters chosen in the address, the page's own left out. */
  filters: SearchFilters;
  sort: SearchSort;
  facets: Facets;
  /** What `open=1` would give while it is not chosen; null when it is, or with no country. */
  openCount: number | null;
}

export interface NarrowedEditions {
  editions: Paged<EditionSummary>;
  narrowing: Narrowing;
}

/** Whether anything is chosen, or another order: the list is then the faceted search's, not the page's own. */
export function narrows({ filters, sort }: Pick<Narrowing, 'filters' | 'sort'>): boolean {
  return Object.keys(filters).length > 0 || sort !== 'relevance';
}

interface NarrowOptions {
  /** The page's own filter, e.g. `{ publisherId: 4 }`: one facet. */
  own: SearchFilters;
  fixed: string;
  request: Request;
  page: number;
  country: string | null;
  /**
   * The page's list as docs/requirements.md §7 reads it, used while nothing is chosen and the
   * order is the default. None: the faceted search is the page's list (a composition's editions).
   */
  list?: () => Promise<Paged<EditionSummary>>;
  /** A scope of the search beyond the page's own facet (`compositionRef`): never offered, never relaxed. */
  scope?: { compositionRef: string };
}

/**
 * One page of an instrument's, publisher's or composer's editions, narrowed by the facets of
 * its address: the same query-string names and upstream contract as /search (decision 036), so
 * each value's count is what choosing it gives. With nothing chosen the list stays the
 * call of docs/requirements.md §7, the counts read beside it (a search of one edition, its facets
 * kept); once something is chosen, or another order, one faceted search gives both. As on /search,
 * the availability checkbox's count is a third read while it is not chosen.
 */
export async function readNarrowedEditions(api: DataAccess, { own, fixed, request, page, country, list, scope }: NarrowOptions): Promise<NarrowedEditions> {
  const ownFacet = Object.keys(own)[0] as FacetName | undefined;
  const params = new URL(request.url).searchParams;
  const filters = filtersFromParams(params, country);
  if (ownFacet) delete filters[ownFacet];
  const sort = sortFromParams(params);
  const listed = list && !narrows({ filters, sort }) ? list : null;
  const all = { ...own, ...filters };
  const { signal } = request;
  const [faceted, listedPage, openCount] = await Promise.all([
    api.read({
      family: 'search',
      path: '/v4/search/edition',
      method: 'POST',
      body: { ...scope, filters: all, sort, facets: true, ...(listed ? { skip: 0, top: 1 } : pageBody(page)) },
      schema: facetedEditionsSchema,
      signal,
    }),
    listed?.(),
    readOpenCount(api, { ...scope, filters: all }, country, signal),
  ]);
  const { facets, ...found } = faceted;
  return { editions: listedPage ?? found, narrowing: { own: ownFacet, fixed, filters, sort, facets, openCount } };
}
