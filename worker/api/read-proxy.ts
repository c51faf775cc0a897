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

export const FAILURE_STATUS = { timeout: 504, network: 503, status: 502, invalid: 502 } as const;

/** The site's own code for an upstream refusal (its status is kept; its body never reaches the browser). */
const REFUSAL_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'forbidden',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  422: 'refused',
  429: 'busy',
};

/**
 * An upstream 4xx as the site's own JSON error with the upstream's status: `{"error":"not_found"}`
 * for a 404. The upstream's words (its messages, field names, stack traces) are its own, not
 * the site's, and may say more than a visitor should read.
 */
export function refusalAnswer(c: Context<AppEnv>, status: number, headers: Record<string, string> = {}): Response {
  return c.json({ error: REFUSAL_CODES[status] ?? 'refused' }, status as ContentfulStatusCode, headers);
}

/**
 * Answers a BFF read (GET, or a read-only POST search) from the KV-cached upstream: a 2xx with
 * upstream's JSON, a 4xx as the site's own error with its status. Failures become
 * `{"error":"upstream"}` with 502/503/504. `query` and `body` are what the read contract let
 * through (./read-contract.ts), and so what the answer is cached by.
 */
export async function proxyRead(
  c: Context<AppEnv>,
  family: UpstreamFamily,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query: Record<string, string | undefined> },
): Promise<Response> {
  if (!isSafePath(path)) return c.json({ error: 'not_found' }, 404);
  try {
    const result = await readUpstream(readerContextOf(c), { family, path, query: init.query, method: init.method, body: init.body });
    const headers: Record<string, string> = { 'cache-control': 'private, no-cache' };
    // Whether someone else asked for this lately is an operator's business only (decision 043).
    if (c.get('config').CACHE_STATE_HEADERS) headers['x-cache'] = result.outcome;
    if (result.status >= 400) return refusalAnswer(c, result.status, headers);
    return c.json(result.body as object, result.status as ContentfulStatusCode, headers);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The failed call has logged itself (upstream_failed).
    return c.json({ error: 'upstream' }, FAILURE_STATUS[error.failure]);
  }
}
