import type { ZodType } from 'zod';

/**
 * One interface, two implementations (docs/requirements.md §10.5): loaders call `read` and never
 * `fetch`. On the server it goes upstream through the KV cache and records the answer into the
 * transfer state; in the browser it answers from the transfer state during hydration and from
 * the worker's /api/ routes afterwards.
 */
export type UpstreamFamily = 'promotion' | 'search' | 'subscription' | 'cms' | 'cmsLegacy';

export type QueryValue = string | number | boolean | null | undefined;

export interface ReadRequest<T> {
  family: UpstreamFamily;
  /** Upstream path: `/v4/...` for the main API, `/legal-pages` etc. for the CMS families. */
  path: string;
  query?: Record<string, QueryValue>;
  /** POST is only for the read-only search and listing calls of the main API. */
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: ZodType<T>;
  /** The loader's request signal: a read the visitor navigated away from is cancelled. */
  signal?: AbortSignal;
}

export interface DataAccess {
  /**
   * Resolves with the parsed body, or throws a react-router `data()` error response:
   * 404 when upstream says the item does not exist, 503 when upstream is unavailable
   * or answered something that does not match the schema.
   */
  read<T>(request: ReadRequest<T>): Promise<T>;
}

export const BFF_PREFIX: Record<UpstreamFamily, string> = {
  promotion: '/api',
  search: '/api',
  subscription: '/api',
  cms: '/api/cms',
  cmsLegacy: '/api/cms-legacy',
};

/** Sorted, undefined-free query string so both sides build the same key for the same read. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The worker's /api/ path that mirrors an upstream read. */
export function bffUrl(request: Pick<ReadRequest<unknown>, 'family' | 'path' | 'query'>): string {
  return `${BFF_PREFIX[request.family]}${request.path}${queryString(request.query)}`;
}
