/** Promotion calls about playlists, uploads, shared annotations, prices and institutions. */
import { Hono } from 'hono';
import { storeTypeSchema } from '../../shared/schemas/promotion';
import { catalogueOf, type UpstreamEnv } from './env';
import { ANNOTATIONS, INSTITUTIONS, PRICES, UPLOADS } from './extras';
import { badRequest, notFound, pagedSelection, paging, pagingSchema, parseBody } from './http';
import { playlistByRef, playlistDetail, playlistItems } from './playlists';
import { annotationShare } from './promotion-editions';

export const shares = new Hono<UpstreamEnv>()
  .get('/playlist', (c) => {
    const ref = c.req.query('playlistRef');
    if (!ref) return badRequest(c, 'playlistRef is required');
    const playlist = playlistByRef(ref);
    return playlist ? c.json(playlistDetail(catalogueOf(c), playlist)) : notFound(c);
  })
  .post('/playlist/:playlistRef/items', async (c) => {
    const playlist = playlistByRef(c.req.param('playlistRef'));
    if (!playlist) return notFound(c);
    const body = await parseBody(c, pagingSchema);
    if (body instanceof Response) return body;
    const catalogue = catalogueOf(c);
    return c.json(pagedSelection(playlistItems(catalogue, playlist), paging(body), (i) => catalogue.editionSummary(i)));
  })
  .get('/upload', (c) => {
    const { userFileRef, resourceOwnerRef } = c.req.query();
    if (!userFileRef || !resourceOwnerRef) return badRequest(c, 'userFileRef and resourceOwnerRef are required');
    const upload = UPLOADS.find((u) => u.userFileRef === userFileRef && u.resourceOwnerRef === resourceOwnerRef);
    return upload ? c.json(upload) : notFound(c);
  })
  .get('/share/upload', (c) => {
    const id = c.req.query('id');
    if (!id) return badRequest(c, 'id is required');
    const upload = UPLOADS.find((u) => u.shareId === id);
    return upload ? c.json(upload) : notFound(c);
  })
  .get('/share/annotation', (c) => {
    const id = c.req.query('id');
    if (!id) return badRequest(c, 'id is required');
    const facts = ANNOTATIONS.find((a) => a.shareRef === id);
    const share = facts && annotationShare(catalogueOf(c), facts);
    return share ? c.json(share) : notFound(c);
  })
  .get('/prices', (c) => {
    const storeType = storeTypeSchema.safeParse(c.req.query('storeType'));
    if (!storeType.success) return badRequest(c, 'storeType must be web, apple, google or windows');
    return c.json({ storeType: storeType.data, currency: 'GBP', prices: PRICES[storeType.data] });
  })
  .get('/institutions/featured', (c) => c.json(INSTITUTIONS));
