import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonBody, readBodySchema } from './json-body';
import { mirroredPath, proxyRead } from './read-proxy';

/** /api/v4/search/...: every search call is a read (POST ones carry their query as JSON), cached. */
export const search = new Hono<AppEnv>()
  .post('/*', jsonBody(readBodySchema), (c) => proxyRead(c, 'search', mirroredPath(c), { method: 'POST', body: c.req.valid('json') }))
  .get('/*', (c) => proxyRead(c, 'search', mirroredPath(c)));
