import type { LoaderFunctionArgs } from 'react-router';
import { z } from '../../../shared/zod';
import type { ArtistSummary, EditionSummary, PlaylistSummary, PublisherSummary } from '../../../shared/schemas/promotion';
import {
  filterGroupsSchema,
  filterInstrumentsSchema,
  pagedArtistsSchema,
  pagedPlaylistsSchema,
  pagedPublishersSchema,
  searchAllSchema,
  type FilterGroup,
  type FilterInstrument,
} from '../../../shared/schemas/search';
import { notFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { pageBody, pageCount } from '../../lib/paging';
import { clampQuery } from '../../components/search/search-href';
import { requestPage } from '../../loaders/loader-helpers';

/** How many top artists, publishers and playlists page 1 shows. */
export const SEARCH_TOP_ITEMS = 8;

/** Only the first few of a paged list: the transfer state carries what the page shows. */
function firstFew<T>(paged: z.ZodType<{ total: number; items: T[] }>) {
  return paged.transform((list) => list.items.slice(0, SEARCH_TOP_ITEMS));
}

/** Page 1 of a query: editions plus a preview of the best artists, publishers and playlists. */
const withTopItemsSchema = z.object({
  editions: searchAllSchema.shape.editions,
  artists: firstFew(pagedArtistsSchema),
  publishers: firstFew(pagedPublishersSchema),
  playlists: firstFew(pagedPlaylistsSchema),
});
/** Other pages, and the whole catalogue (empty query): editions only. */
const editionsOnlySchema = searchAllSchema.pick({ editions: true }).transform((found) => ({
  editions: found.editions,
  artists: [] as ArtistSummary[],
  publishers: [] as PublisherSummary[],
  playlists: [] as PlaylistSummary[],
}));

export interface SearchData {
  query: string;
  group: string;
  instrument: string;
  page: number;
  editions: { total: number; items: EditionSummary[] };
  /** Page 1 of a query only; empty otherwise. */
  artists: ArtistSummary[];
  publishers: PublisherSummary[];
  playlists: PlaylistSummary[];
  groups: FilterGroup[];
  instruments: FilterInstrument[];
}

/** An optional filter value of the URL: blank means none; an absurd one matches nothing anyway. */
function filterValue(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, 100);
}

/**
 * /search?q=&group=&instrument=&page=: the search itself and the two filter lists, read in
 * parallel. An empty query searches the whole catalogue (most popular first).
 */
export async function searchLoader({ context, request }: LoaderFunctionArgs): Promise<SearchData> {
  const api = apiFrom(context);
  const params = new URL(request.url).searchParams;
  const query = clampQuery(params.get('q'));
  const group = filterValue(params, 'group');
  const instrument = filterValue(params, 'instrument');
  const page = requestPage(request);
  // The other kinds are a preview of the best matches: only with a query, only on page 1.
  const schema = query && page === 1 ? withTopItemsSchema : editionsOnlySchema;

  const [found, groups, instruments] = await Promise.all([
    api.read({
      family: 'search',
      path: '/v4/search/all',
      method: 'POST',
      body: {
        query,
        groups: group ? [group] : undefined,
        instrumentRefs: instrument ? [instrument] : undefined,
        ...pageBody(page),
      },
      schema,
      signal: request.signal,
    }),
    api.read({ family: 'search', path: '/v4/search/filtergroups', schema: filterGroupsSchema, signal: request.signal }),
    api.read({ family: 'search', path: '/v4/search/filterinstruments', schema: filterInstrumentsSchema, signal: request.signal }),
  ]);

  // A page past the end of the results does not exist (page 1 always does, even when empty).
  if (page > pageCount(found.editions.total)) notFound();

  return { query, group, instrument, page, ...found, groups, instruments };
}
