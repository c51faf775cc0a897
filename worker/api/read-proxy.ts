import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { UpstreamFamily } from '../../shared/data-access';
import type { AppEnv } from '../app-env';
import { UpstreamError } from '../upstream/fetch-upstream';
import { readerContextOf } from '../upstream/reader-context';
import { readUpstream } from '../upstream/reader';

/** Upstream paths the BFF forwards: plain segments only, no dot-segments or encoded slashes. */
const SAFE_PATH = /^(\/[A-Za-z0-9_\-.]+)+$/;

export function isSafePath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The upstream path a BFF request mirrors: its own path without the /api prefix. */
export function mirroredPath(c: Context<AppEnv>): string {
  return new URL(c.req.url).pathname.replace(/^\/api/, '');
}

export const FAILURE_STATUS = { timeout: 504, network: 503, status: 502, invalid: 502 } as const;

/**
 * Answers a BFF read (GET, or a read-only POST search) from the KV-cached upstream, mirroring
 * upstream's status and JSON. Failures become `{"error":"upstream"}` with 502/503/504.
 */
export async function proxyRead(
  c: Context<AppEnv>,
  family: UpstreamFamily,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | undefined> } = {},
): Promise<Response> {
  if (!isSafePath(path)) return c.json({ error: 'not_found' }, 404);
  // The request's own query unless the route names what it forwards (and so what it caches by).
  const query = init.query ?? Object.fromEntries(new URL(c.req.url).searchParams);
  try {
    const result = await readUpstream(readerContextOf(c), { family, path, query, method: init.method, body: init.body });
    return c.json(result.body as object, result.status as ContentfulStatusCode, {
      'cache-control': 'private, no-cache',
      'x-cache': result.outcome,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The failed call has logged itself (upstream_failed).
    return c.json({ error: 'upstream' }, FAILURE_STATUS[error.failure]);
  }
}
