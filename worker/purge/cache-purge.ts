import { Hono, type MiddlewareHandler } from 'hono';
import { z } from '../../shared/zod';
import type { AppEnv } from '../app-env';
import { jsonBody } from '../api/json-body';
import { CACHE_FAMILIES, purgeFamilies } from '../cache/purges';
import { logError, logEvent, logRejected } from '../log';
import { SIGNATURE_HEADER, signatureProblem } from './signature';

/**
 * POST /api/cache/purge: the CMS's and the catalogue service's webhooks, when content changes
 * (decision 064). The body names the cache families to purge, and who sent it:
 *
 *     {"families": ["cms"], "source": "cms"}
 *
 * signed with CACHE_PURGE_KEY (./signature.ts). Every answer of those families fetched before
 * now is stale from then on: served while one refresh per key brings it up to date, within the
 * refresh budget. Nothing is deleted, so no visitor waits on a miss because of a purge.
 *
 * Answers 200 {"purged": [...], "at": ISO time}; 401 for a missing, malformed, stale or wrong
 * signature; 400 for a body that names no family or an unknown one; 413/415 for a body too
 * large or not JSON (the BFF's rules); 503 when the key is not set or KV refused the write, so
 * the sender tries again.
 */

const purgeBody = z
  .object({
    families: z.array(z.enum(CACHE_FAMILIES)).min(1).max(CACHE_FAMILIES.length),
    /** For the log line: which webhook sent it. */
    source: z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/)
      .optional(),
  })
  .strict();

/** Refuses a request whose signature is not the key's over its body, before the body is parsed. */
function signed(): MiddlewareHandler<AppEnv> {
  return async function signed(c, next) {
    const secret = c.get('config').CACHE_PURGE_KEY;
    if (!secret) return c.json({ error: 'not_configured' }, 503);
    const problem = await signatureProblem(secret, await c.req.text(), c.req.header(SIGNATURE_HEADER));
    if (problem === null) return next();
    logRejected(c.req.url, 401, 'unauthorized');
    return c.json({ error: 'unauthorized', reason: problem }, 401);
  };
}

export const cachePurge = new Hono<AppEnv>()
  .post('/', signed(), jsonBody(purgeBody), async (c) => {
    const { families, source } = c.req.valid('json');
    const unique = [...new Set(families)];
    const at = Date.now();
    try {
      await purgeFamilies(c.env.UPSTREAM_CACHE, unique, at);
    } catch (error) {
      logEvent('unhandled_error', { path: '/api/cache/purge', error: logError(error) });
      return c.json({ error: 'unavailable' }, 503, { 'retry-after': '10' });
    }
    logEvent('cache_purged', { families: unique, source: source ?? null });
    return c.json({ purged: unique, at: new Date(at).toISOString() });
  })
  .all('/', (c) => c.json({ error: 'method_not_allowed' }, 405, { allow: 'POST' }));
