/** Promotion calls about artists, publishers and instruments. */
import { Hono } from 'hono';
import { catalogueOf, type UpstreamContext, type UpstreamEnv } from './env';
import { badRequest, intQuery, notFound, pagedArray, paging, pagingSchema, parseBody } from './http';
import { INSTRUMENTS } from './instruments';
import { PUBLISHERS } from './names';
import { artistByRef, artistBySlug, artistDetail, artistsByLetter, artistSummary, relatedArtists, searchArtists } from './people';

/** Optional `publisherId` query: undefined when absent, null when malformed or unknown. */
function publisherQuery(c: UpstreamContext): number | null | undefined {
  const raw = c.req.query('publisherId');
  if (raw === undefined || raw === '') return undefined;
  const id = intQuery(c, 'publisherId', 0);
  return id === null ? null : catalogueOf(c).publisherIndexById(id);
}

export const people = new Hono<UpstreamEnv>()
  .get('/artist', (c) => {
    const catalogue = catalogueOf(c);
    const artistRef = c.req.query('artistRef');
    if (artistRef) {
      const artist = artistByRef(artistRef);
      return artist ? c.json(artistDetail(catalogue, artist)) : notFound(c);
    }
    const query = c.req.query('query');
    if (query === undefined) return badRequest(c, 'artistRef or query is required');
    const publisher = publisherQuery(c);
    if (publisher === null) return badRequest(c, 'publisherId is not a known publisher');
    const skip = intQuery(c, 'skip', 0);
    const top = intQuery(c, 'top', 24);
    if (skip === null || top === null) return badRequest(c, 'skip and top must be numbers');
    const found = searchArtists(catalogue, query, publisher ?? null);
    return c.json(pagedArray(found, paging({ skip, top }), (a) => artistSummary(catalogue, a)));
  })
  .get('/artistbyslug', (c) => {
    const slug = c.req.query('slug');
    if (!slug) return badRequest(c, 'slug is required');
    const artist = artistBySlug(slug);
    return artist ? c.json(artistDetail(catalogueOf(c), artist)) : notFound(c);
  })
  .post('/artist/letter', async (c) => {
    const letter = c.req.query('letter') ?? '';
    if (!/^[A-Za-z]$/.test(letter)) return badRequest(c, 'letter must be a single letter A to Z');
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedArray(artistsByLetter(letter), paging(body), (a) => artistSummary(catalogue, a)));
  })
  .post('/artist/:artistRef/related', async (c) => {
    const artist = artistByRef(c.req.param('artistRef'));
    if (!artist) return notFound(c);
    const publisher = publisherQuery(c);
    if (publisher === null) return badRequest(c, 'publisherId is not a known publisher');
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    const related = relatedArtists(catalogue, artist, publisher ?? null);
    return c.json(pagedArray(related, paging(body), (a) => artistSummary(catalogue, a)));
  })
  .get('/publisher', (c) => {
    const id = intQuery(c, 'publisherId', 0);
    if (!id) return badRequest(c, 'publisherId is required');
    const catalogue = catalogueOf(c);
    const p = catalogue.publisherIndexById(id);
    return p === null ? notFound(c) : c.json(catalogue.publisher(p));
  })
  .get('/publishers', (c) => {
    const catalogue = catalogueOf(c);
    return c.json(catalogue.publisherOrder().map((p) => catalogue.publisherSummary(p)));
  })
  .get('/publishers/featured', (c) => {
    const catalogue = catalogueOf(c);
    return c.json(
      catalogue
        .publisherOrder()
        .filter((p) => PUBLISHERS[p]!.featured)
        .map((p) => catalogue.publisherSummary(p)),
    );
  })
  .get('/publisher/edition/:editionRef', (c) => {
    const catalogue = catalogueOf(c);
    const index = catalogue.parseEditionRef(c.req.param('editionRef'));
    return index === null ? notFound(c) : c.json(catalogue.publisher(catalogue.lattice.publisherOf(index)));
  })
  .get('/publisher/:slug', (c) => {
    const catalogue = catalogueOf(c);
    const p = catalogue.publisherIndexBySlug(c.req.param('slug'));
    return p === null ? notFound(c) : c.json(catalogue.publisher(p));
  })
  .post('/publisher/:publisherId/related', async (c) => {
    const catalogue = catalogueOf(c);
    const raw = c.req.param('publisherId');
    const p = /^\d+$/.test(raw) ? catalogue.publisherIndexById(Number(raw)) : null;
    if (p === null) return notFound(c);
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    // Other publishers: same country first, then featured ones, then A to Z.
    const country = PUBLISHERS[p]!.country;
    const related = catalogue
      .publisherOrder()
      .filter((q) => q !== p)
      .sort((a, b) => Number(PUBLISHERS[b]!.country === country) - Number(PUBLISHERS[a]!.country === country));
    return c.json(pagedArray(related, paging(body), (q) => catalogue.publisherSummary(q)));
  })
  .get('/instrument', (c) => {
    const ref = c.req.query('instrumentRef');
    if (!ref) return badRequest(c, 'instrumentRef is required');
    const catalogue = catalogueOf(c);
    const i = catalogue.instrumentIndexByRef(ref);
    if (i === null) return notFound(c);
    const { ref: instrumentRef, name, family, description } = INSTRUMENTS[i]!;
    return c.json({ instrumentRef, name, family, description, editionCount: catalogue.instrumentEditions(i).total });
  });
