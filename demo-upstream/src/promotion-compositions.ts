/** Promotion calls about compositions (issue 47, decision 062): one by ref or slug, a composer's. */
import { Hono } from 'hono';
import { composition, compositionBySlug, compositionSummary, parseCompositionRef } from './compositions';
import { catalogueOf, type UpstreamEnv } from './env';
import { badRequest, notFound, pagedArray, paging, pagingSchema, parseBody } from './http';
import { artistByRef } from './people';

export const compositions = new Hono<UpstreamEnv>()
  .get('/composition', (c) => {
    const ref = c.req.query('compositionRef');
    if (!ref) return badRequest(c, 'compositionRef is required');
    const w = parseCompositionRef(ref);
    return w === null ? notFound(c) : c.json(composition(catalogueOf(c), w));
  })
  .get('/compositionbyslug', (c) => {
    const slug = c.req.query('slug');
    if (!slug) return badRequest(c, 'slug is required');
    const w = compositionBySlug(slug);
    return w === null ? notFound(c) : c.json(composition(catalogueOf(c), w));
  })
  // A composer's works, in the catalogue's order; any other artist has none.
  .post('/artist/:artistRef/compositions', async (c) => {
    const artist = artistByRef(c.req.param('artistRef'));
    if (!artist) return notFound(c);
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    const works = artist.role === 'composer' ? artist.works : [];
    return c.json(pagedArray(works, paging(body), (w) => compositionSummary(catalogue, w)));
  });
