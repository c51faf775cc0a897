import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonBody, readBodySchema } from './json-body';
import { proxyRead } from './read-proxy';

/** /api/v4/promotion/...: catalogue reads, cached. (Form posts are added with the forms.) */
export const promotion = new Hono<AppEnv>()
  .post('/edition/:editionRef/related', jsonBody(readBodySchema), (c) =>
    proxyRead(c, 'promotion', `/v4/promotion/edition/${c.req.param('editionRef')}/related`, { method: 'POST', body: c.req.valid('json') }),
  )
  .post('/artist/letter', jsonBody(readBodySchema), (c) =>
    proxyRead(c, 'promotion', '/v4/promotion/artist/letter', { method: 'POST', body: c.req.valid('json') }),
  )
  .post('/artist/:artistRef/related', jsonBody(readBodySchema), (c) =>
    proxyRead(c, 'promotion', `/v4/promotion/artist/${c.req.param('artistRef')}/related`, { method: 'POST', body: c.req.valid('json') }),
  )
  .post('/publisher/:publisherId/related', jsonBody(readBodySchema), (c) =>
    proxyRead(c, 'promotion', `/v4/promotion/publisher/${c.req.param('publisherId')}/related`, { method: 'POST', body: c.req.valid('json') }),
  )
  .post('/playlist/:playlistRef/items', jsonBody(readBodySchema), (c) =>
    proxyRead(c, 'promotion', `/v4/promotion/playlist/${c.req.param('playlistRef')}/items`, { method: 'POST', body: c.req.valid('json') }),
  )
  .get('/*', (c) => proxyRead(c, 'promotion', new URL(c.req.url).pathname.replace(/^\/api/, '')));
