import type { LoaderFunctionArgs } from 'react-router';
import type { DataAccess } from '../../../shared/data-access';
import type { Paged } from '../../../shared/schemas/common';
import {
  artistSchema,
  pagedArtistsSchema,
  pagedEditionsSchema,
  pagedPlaylistsSchema,
  type Artist,
  type ArtistSummary,
  type CompositionSummary,
  type EditionSummary,
  type PlaylistSummary,
} from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { countryFrom } from '../../lib/app-state-context';
import { narrows, readNarrowedEditions, type Narrowing } from './narrowed-editions';
import { unavailable } from '../../../shared/read-answer';
import { pageBody } from '../../lib/paging';
import { requestPage, requiredParam, requiredQuery, withinList } from '../../loaders/loader-helpers';
import type { Deferred } from '../../../shared/framework/page';
import { defer } from '../../../shared/framework/page';
import { artistAddressByName, bySlugOrName } from '../../loaders/by-name';
import { readComposerWorks } from '../../loaders/composer-works';

/** Playlists and related artists are a glimpse, not a list: the first few only. */
export const ARTIST_SHELF_SIZE = 8;
/** A composer's works shown on their page: every one for most composers in the catalogue. */
export const ARTIST_WORKS = 60;

export interface ArtistLists {
  /** A composer's works (compositions), the first ARTIST_WORKS of them; none for other roles. */
  works: CompositionSummary[];
  editions: Paged<EditionSummary>;
  /** A composer's editions are narrowed by facets (composerRef); a performer's list is not. */
  narrowing: Narrowing | null;
  playlists: PlaylistSummary[];
  related: ArtistSummary[];
}

export interface ArtistPageData {
  artist: Artist;
  page: number;
  /** The artist's lists; null when they could not be read. May stream after the shell (shared/framework/protocol/deferred.ts). */
  lists: Deferred<ArtistLists | null>;
}

/** One page of the artist's editions, as the call of docs/requirements.md §7.4 lists them. */
function readEditions(api: DataAccess, artistRef: string, page: number, signal: AbortSignal): Promise<Paged<EditionSummary>> {
  return api.read({
    family: 'search',
    path: `/v4/search/artist/${encodeURIComponent(artistRef)}/editions`,
    method: 'POST',
    body: pageBody(page),
    schema: pagedEditionsSchema,
    signal,
  });
}

/** How the lists are read: for a composer, with the facets of the address (`fixed`: the page's own query parameter). */
interface ListsOptions {
  request: Request;
  page: number;
  country: string | null;
  composer: boolean;
  fixed: string;
}

/** The artist's editions (one page, a composer's narrowed by the facets in the address), playlists and related artists, read in parallel. */
async function readLists(api: DataAccess, artistRef: string, { request, page, country, composer, fixed }: ListsOptions): Promise<ArtistLists | null> {
  const ref = encodeURIComponent(artistRef);
  const { signal } = request;
  const shelf = { skip: 0, top: ARTIST_SHELF_SIZE };
  const list = () => readEditions(api, artistRef, page, signal);
  const [narrowed, playlists, related, works] = await Promise.all([
    composer
      ? readNarrowedEditions(api, { own: { composerRef: artistRef }, fixed, request, page, country, list })
      : list().then((editions) => ({ editions, narrowing: null })),
    api.read({ family: 'search', path: `/v4/search/artist/${ref}/playlists`, method: 'POST', body: shelf, schema: pagedPlaylistsSchema, signal }),
    api.read({ family: 'promotion', path: `/v4/promotion/artist/${ref}/related`, method: 'POST', body: shelf, schema: pagedArtistsSchema, signal }),
    // Only a composer has works; an upstream without the call leaves the section out, not the page.
    composer ? readComposerWorks(api, artistRef, ARTIST_WORKS, signal).then((works) => works ?? []) : [],
  ]).catch(() => [null, null, null, null] as const);
  if (!narrowed || !playlists || !related || !works) return null;
  return { ...narrowed, works, playlists: playlists.items, related: related.items };
}

/** /artists/:slug: the slug gives the artist, whose ref the lists need; uncached, they stream after the page. */
export async function artistBySlugLoader({ context, request, params }: LoaderFunctionArgs): Promise<ArtistPageData> {
  const slug = requiredParam(params, 'slug');
  const api = apiFrom(context);
  const page = requestPage(request);
  // An old address names the artist ("Johann-Sebastian-Bach"): one redirect to their slug.
  const artist = await bySlugOrName(
    slug,
    request,
    (known) => api.read({ family: 'promotion', path: '/v4/promotion/artistbyslug', query: { slug: known }, schema: artistSchema, signal: request.signal }),
    (name) => artistAddressByName(api, name, request.signal),
  );
  const reading = readLists(api, artist.artistRef, { request, page, country: countryFrom(context), composer: artist.role === 'composer', fixed: '' });
  // Past page 1 the editions' count decides whether the page exists (404 past the end), which
  // must be known before the first byte: such a page waits for its lists.
  const { value: lists } = page > 1 ? { value: await reading } : await defer(context, reading);
  // A failure known before the page is sent makes it 503, as on /artist?artistRef=; once the
  // page has streamed, the lists' place says they could not be loaded.
  if (lists === null) unavailable();
  if (page > 1 && !(lists instanceof Promise)) withinList(page, lists.editions.total);
  return { artist, page, lists };
}

/**
 * /artist?artistRef=: the ref is in the address, so the artist and its lists load together. Whether
 * the artist is a composer (whose editions facets narrow) is known only with the artist: the
 * lists are read as a composer's, and a performer's editions are read again plainly in the rare
 * case that their address carried filters (otherwise the composer reading already holds them).
 */
export async function artistByRefLoader({ context, request }: LoaderFunctionArgs): Promise<ArtistPageData> {
  const artistRef = requiredQuery(request, 'artistRef');
  const api = apiFrom(context);
  const page = requestPage(request);
  const [artist, asComposer] = await Promise.all([
    api.read({ family: 'promotion', path: '/v4/promotion/artist', query: { artistRef }, schema: artistSchema, signal: request.signal }),
    readLists(api, artistRef, { request, page, country: countryFrom(context), composer: true, fixed: new URLSearchParams({ artistRef }).toString() }),
  ]);
  let lists = asComposer;
  if (lists?.narrowing && artist.role !== 'composer') {
    const editions = narrows(lists.narrowing) ? await readEditions(api, artistRef, page, request.signal).catch(() => null) : lists.editions;
    lists = editions && { ...lists, editions, narrowing: null };
  }
  if (lists === null) unavailable();
  withinList(page, lists.editions.total);
  return { artist, page, lists };
}
