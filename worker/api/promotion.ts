import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonBody, readBodySchema } from './json-body';
import { mirroredPath, proxyRead } from './read-proxy';

/** Promotion calls that are reads although upstream takes them as POST (paging in the body). */
const READ_POSTS = [
  '/edition/:editionRef/related',
  '/artist/letter',
  '/artist/:artistRef/related',
  '/publisher/:publisherId/related',
  '/playlist/:playlistRef/items',
];

/** /api/v4/promotion/...: catalogue reads, cached. (Form posts are added with the forms.) */
export const promotion = new Hono<AppEnv>();
for (const path of READ_POSTS) {
  promotion.post(path, jsonBody(readBodySchema), (c) =>
    proxyRead(c, 'promotion', mirroredPath(c), { method: 'POST', body: c.req.valid('json') }),
  );
}
promotion.get('/*', (c) => proxyRead(c, 'promotion', mirroredPath(c)));
