/**
 * A client navigation's data: one request to the worker for every loader the navigation runs,
 * sent the moment the visitor clicks, beside the page's code (docs/decisions/040). Its address
 * is the page's own with `/__data` after it (`/de/work/x/__data?q=…&_routes=work-slug`), so the
 * language prefix, preview mode and redirects apply to it as to the page.
 *
 * The answer is newline-delimited JSON: the first line has every loader's data, its errors or
 * its redirect; each later line one deferred value of a loader (shared/framework/protocol/deferred.ts), as it settles.
 */
export const PAGE_DATA_SUFFIX = '/__data';

/** The route ids whose loaders to run, comma-separated (every matched route's when absent). */
export const PAGE_DATA_ROUTES_PARAM = '_routes';

export const PAGE_DATA_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** The data address of a page's address (path and query; the query's order kept). */
export function pageDataUrl(pathname: string, search: string, routeIds: readonly string[]): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_DATA_ROUTES_PARAM);
  params.set(PAGE_DATA_ROUTES_PARAM, routeIds.join(','));
  const path = pathname.replace(/\/+$/, '');
  return `${path}${PAGE_DATA_SUFFIX}?${params}`;
}

/** The page's path for a data address's path, or null when it is not one. */
export function pagePathOf(dataPath: string): string | null {
  if (!dataPath.endsWith(PAGE_DATA_SUFFIX)) return null;
  return dataPath.slice(0, -PAGE_DATA_SUFFIX.length) || '/';
}

export type PageDataLine =
  /** Every loader's data without its deferred values (named in `deferred`), and route errors. */
  | { type: 'data'; loaderData: Record<string, unknown>; deferred: Record<string, string[]>; errors: Record<string, unknown> | null }
  | { type: 'redirect'; status: number; location: string }
  /** One deferred value; `failed` when it rejected (deferred reads are not meant to). */
  | { type: 'deferred'; route: string; key: string; value?: unknown; failed?: true };
