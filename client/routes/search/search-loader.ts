import type { LoaderFunctionArgs } from 'react-router';
import { z } from '../../../shared/zod';
import {
  pagedCompositionsSchema,
  type ArtistSummary,
  type CompositionSummary,
  type EditionSummary,
  type PlaylistSummary,
  type PublisherSummary,
} from '../../../shared/schemas/promotion';
import { facetedSearchAllSchema, pagedArtistsSchema, pagedPlaylistsSchema, pagedPublishersSchema } from '../../../shared/schemas/search';
import { filtersFromParams, sortFromParams, type Facets, type SearchFilters, type SearchSort } from '../../../shared/search-facets';
import { notFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { countryFrom } from '../../lib/app-state-context';
import { pageBody, pageCount } from '../../lib/paging';
import { clampQuery } from '../../components/search/search-href';
import { requestPage } from '../../loaders/loader-helpers';
import { readOpenCount } from '../../loaders/open-count';

/** How many top artists, publishers and playlists page 1 shows. */
export const SEARCH_TOP_ITEMS = 8;

/** Only the first few of a paged list: the transfer state carries what the page shows. */
function firstFew<T>(paged: z.ZodType<{ total: number; items: T[] }>) {
  return paged.transform((list) => list.items.slice(0, SEARCH_TOP_ITEMS));
}

/** Page 1 of a query: editions and their facets, plus a preview of the best artists, publishers and playlists. */
const withTopItemsSchema = z.object({
  editions: facetedSearchAllSchema.shape.editions,
  artists: firstFew(pagedArtistsSchema),
  publishers: firstFew(pagedPublishersSchema),
  playlists: firstFew(pagedPlaylistsSchema),
  compositions: pagedCompositionsSchema.optional().transform((list) => list?.items.slice(0, SEARCH_TOP_ITEMS) ?? []),
});
/** Other pages, and the whole catalogue (empty query): editions and facets only. */
const editionsOnlySchema = facetedSearchAllSchema.pick({ editions: true }).transform((found) => ({
  editions: found.editions,
  artists: [] as ArtistSummary[],
  publishers: [] as PublisherSummary[],
  playlists: [] as PlaylistSummary[],
  compositions: [] as CompositionSummary[],
}));

export interface SearchData {
  query: string;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  editions: { total: number; items: EditionSummary[] };
  /** Every facet's values with the count each would give, and the totals without each chosen filter. */
  facets: Facets;
  /** What `open=1` would give while it is not chosen (the facets cannot: they know no country); else null. */
  openCount: number | null;
  /** Page 1 of a query only; empty otherwise. */
  artists: ArtistSummary[];
  publishers: PublisherSummary[];
  playlists: PlaylistSummary[];
  /** The works the query names (a title, a catalogue number in any spelling), shown first: page 1 of a query only. */
  compositions: CompositionSummary[];
}

/**
 * /search?q=&<filters>&sort=&page=: one faceted search (decision 036) gives the results and the
 * count of every facet value. An empty query searches the whole catalogue (most popular first).
 * `open=1` means the visitor's own country, which only the edge knows, so the answer (and the
 * page cache, keyed by country) differs by country only when that filter is on.
 */
export async function searchLoader({ context, request }: LoaderFunctionArgs): Promise<SearchData> {
  const api = apiFrom(context);
  const country = countryFrom(context);
  const params = new URL(request.url).searchParams;
  const query = clampQuery(params.get('q'));
  const filters = filtersFromParams(params, country);
  const sort = sortFromParams(params);
  const page = requestPage(request);
  // The other kinds are a preview of the best matches: only with a query, only on page 1.
  const schema = query && page === 1 ? withTopItemsSchema : editionsOnlySchema;

  const [found, openCount] = await Promise.all([
    api.read({
      family: 'search',
      path: '/v4/search/all',
      method: 'POST',
      body: { query, filters, sort, facets: true, ...pageBody(page) },
      schema,
      signal: request.signal,
    }),
    readOpenCount(api, { query, filters }, country, request.signal),
  ]);

  // A page past the end of the results does not exist (page 1 always does, even when empty).
  if (page > pageCount(found.editions.total)) notFound();

  const { facets, ...editions } = found.editions;
  return { query, filters, sort, page, ...found, editions, facets, openCount };
}
