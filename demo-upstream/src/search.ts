/** The main API's `/v4/search` family: POST searches and lists (lookups are in search-lookups.ts). */
import { Hono } from 'hono';
import { z } from 'zod';
import { facetedSearchBodySchema } from '../../shared/search-facets';
import type { Catalogue } from './catalogue';
import { catalogueOf, type UpstreamEnv } from './env';
import { facetedSearch } from './facets';
import { notFound, pagedArray, pagedSelection, paging, pagingSchema, parseBody, type Paging } from './http';
import { editionSelection, matchingWorks } from './matching';
import { compositionSummary } from './compositions';
import { PUBLISHERS } from './names';
import { artistByRef, artistEditions, artistSummary, searchArtists } from './people';
import { playlistsForWorks, playlistSummary, searchPlaylists } from './playlists';
import { PRESET_SYMBOLS } from './preset-symbols';
import { lookups } from './search-lookups';
import { matchesAllTokens, words } from './text';

const textSchema = pagingSchema.extend({ query: z.string().optional() });
const editionSearchSchema = textSchema.extend({
  instrumentRefs: z.array(z.string()).optional(),
  groups: z.array(z.string()).optional(),
});
/** The old body (paging, text, instrument and group arrays) plus the faceted contract's fields. */
const facetedEditionSearchSchema = facetedSearchBodySchema.extend({
  ...pagingSchema.shape,
  instrumentRefs: editionSearchSchema.shape.instrumentRefs,
  groups: editionSearchSchema.shape.groups,
});
type FacetedEditionSearch = z.infer<typeof facetedEditionSearchSchema>;

/**
 * The editions answer of /edition and /all. A body with none of the contract's fields keeps
 * the lattice selection, which pages in O(page) at any scale; the rest take the one-pass scan.
 */
function editionsAnswer(catalogue: Catalogue, body: FacetedEditionSearch, page: Paging) {
  if (body.filters === undefined && body.sort === undefined && !body.facets && body.compositionRef === undefined) {
    return pagedSelection(editionSelection(catalogue, body), page, (i) => catalogue.editionSummary(i));
  }
  const found = facetedSearch(catalogue, body, page.skip, page.top);
  const items = found.indexes.map((i) => catalogue.editionSummary(i));
  return found.facets ? { total: found.total, items, facets: found.facets } : { total: found.total, items };
}

export const search = new Hono<UpstreamEnv>()
  .route('/', lookups)
  .post('/all', async (c) => {
    const body = await parseBody(c, facetedEditionSearchSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    const page = paging(body);
    const query = body.query ?? '';
    const tokens = words(query);
    const publishers = catalogue.publisherOrder().filter((p) => matchesAllTokens(tokens, words(PUBLISHERS[p]!.name)));
    return c.json({
      editions: editionsAnswer(catalogue, body, page),
      artists: pagedArray(searchArtists(catalogue, query), page, (a) => artistSummary(catalogue, a)),
      playlists: pagedArray(searchPlaylists(query), page, (p) => playlistSummary(catalogue, p)),
      publishers: pagedArray(publishers, page, (p) => catalogue.publisherSummary(p)),
      compositions: pagedArray(matchingWorks(query, null), page, (w) => compositionSummary(catalogue, w)),
    });
  })
  .post('/edition', async (c) => {
    const body = await parseBody(c, facetedEditionSearchSchema);
    if (body instanceof Response) return body;
    return c.json(editionsAnswer(catalogueOf(c), body, paging(body)));
  })
  // Works by title or catalogue number, paged: the sitemap's list of compositions, and a search of works.
  .post('/composition', async (c) => {
    const body = await parseBody(c, textSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(matchingWorks(body.query ?? '', null), paging(body), (w) => compositionSummary(catalogue, w)));
  })
  .post('/find', async (c) => {
    const body = await parseBody(c, editionSearchSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedSelection(editionSelection(catalogue, body), paging(body), (i) => catalogue.editionSummary(i)));
  })
  .post('/artist', async (c) => {
    const body = await parseBody(c, textSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(searchArtists(catalogue, body.query ?? ''), paging(body), (a) => artistSummary(catalogue, a)));
  })
  .post('/findallartists', async (c) => {
    const body = await parseBody(c, textSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(searchArtists(catalogue, body.query ?? ''), paging(body), (a) => artistSummary(catalogue, a)));
  })
  .post('/playlist', async (c) => {
    const body = await parseBody(c, textSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(searchPlaylists(body.query ?? ''), paging(body), (p) => playlistSummary(catalogue, p)));
  })
  .post('/findallplaylists', async (c) => {
    const body = await parseBody(c, textSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(searchPlaylists(body.query ?? ''), paging(body), (p) => playlistSummary(catalogue, p)));
  })
  .post('/presetSymbol', async (c) => {
    const body = await parseBody(c, textSchema);
    if (body instanceof Response) return body;
    const tokens = words(body.query ?? '');
    const found = PRESET_SYMBOLS.filter((s) => matchesAllTokens(tokens, words(`${s.name} ${s.category} ${s.smufl}`)));
    return c.json(pagedArray(found, paging(body), (s) => s));
  })
  .post('/artist/:id/editions', async (c) => {
    const artist = artistByRef(c.req.param('id'));
    if (!artist) return notFound(c);
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedSelection(artistEditions(catalogue, artist), paging(body), (i) => catalogue.editionSummary(i)));
  })
  .post('/artist/:id/playlists', async (c) => {
    const artist = artistByRef(c.req.param('id'));
    if (!artist) return notFound(c);
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(playlistsForWorks(artist.works), paging(body), (p) => playlistSummary(catalogue, p)));
  })
  .post('/publisher/:id/editions', async (c) => {
    const catalogue = catalogueOf(c);
    const raw = c.req.param('id');
    const p = /^\d+$/.test(raw) ? catalogue.publisherIndexById(Number(raw)) : null;
    if (p === null) return notFound(c);
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    return c.json(pagedSelection(catalogue.publisherEditions(p), paging(body), (i) => catalogue.editionSummary(i)));
  });
