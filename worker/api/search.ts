import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { jsonBody, readBodySchema } from './json-body';
import { proxyRead } from './read-proxy';

const upstreamPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

/** /api/v4/search/...: every search call is a read (POST ones carry their query as JSON), cached. */
export const search = new Hono<AppEnv>()
  .post('/*', jsonBody(readBodySchema), (c) => proxyRead(c, 'search', upstreamPath(c.req.url), { method: 'POST', body: c.req.valid('json') }))
  .get('/*', (c) => proxyRead(c, 'search', upstreamPath(c.req.url)));
