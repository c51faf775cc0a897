import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { logRejected } from '../log';
import { BFF_MOUNT, checkRoute, paramNames, READ_CONTRACT, type ReadRoute } from './read-contract';
import { proxyRead } from './read-proxy';

/** A read the contract refuses: 400 with what was wrong, in the BFF's error shape. */
function refused(c: Context<AppEnv>, fields: Record<string, string>): Response {
  logRejected(c.req.url, 400, 'invalid', Object.keys(fields));
  return c.json({ error: 'invalid', fields }, 400);
}

/**
 * One read of the contract (./read-contract.ts): its path parameters, query and body checked,
 * then answered from the KV-cached upstream with only what was checked, so the cache key is
 * made of the route's own parameters. The upstream path is written from the route, never from
 * the request's spelling of it.
 */
async function contractRead(c: Context<AppEnv>, route: ReadRoute): Promise<Response> {
  const params = Object.fromEntries(paramNames(route).map((name) => [name, c.req.param(name)]));
  // A body is at most 16 KB (jsonOnly) and its depth is counted before it is parsed.
  const bodyText = route.method === 'POST' ? await c.req.text() : '';
  const read = checkRoute(route, params, new URL(c.req.url).searchParams, bodyText);
  if (!read.ok) return refused(c, read.fields);
  return proxyRead(c, route.family, read.path, { method: route.method, body: read.body, query: read.query });
}

/** Every read of the contract at its BFF address; any other read is the API's 404. */
export const reads = new Hono<AppEnv>();
for (const route of READ_CONTRACT) {
  const path = `${BFF_MOUNT[route.family]}${route.path}`;
  if (route.method === 'GET') reads.get(path, (c) => contractRead(c, route));
  else reads.post(path, (c) => contractRead(c, route));
}
