import type { MiddlewareHandler } from 'hono';
import type { StaticHandlerContext } from 'react-router';
import { z } from '../../shared/zod';
import type { AppEnv } from '../app-env';
import { logError, logEvent, logPath, logRejected } from '../log';
import { serializeRouteErrors } from '../../shared/router-hydration';
import { PAGE_DATA_CONTENT_TYPE, PAGE_DATA_ROUTES_PARAM, pagePathOf, type PageDataLine } from '../../shared/page-data';
import { runPageLoaders } from './render';

/** Route ids as the route table writes them; at most a page's depth of them. */
const routeIdsSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+){0,7}$/);

const headers = {
  'content-type': PAGE_DATA_CONTENT_TYPE,
  // The answer follows the visitor's cookies (consent, preview) and is read once by the page
  // that asked: no cache keeps it.
  'cache-control': 'private, no-store',
};

/**
 * A client navigation's data (shared/page-data.ts): the matched loaders run here, on the same
 * cached reads a render makes, and their data goes back in one answer the moment it is known,
 * each deferred part on a line of its own as it settles. The browser asks for it at the click,
 * beside the page's code, so no data request waits for code and no second round of reads
 * crosses the network (docs/decisions/040).
 */
export function pageData(): MiddlewareHandler<AppEnv> {
  return async function pageData(c, next) {
    const url = new URL(c.req.url);
    const pagePath = pagePathOf(url.pathname);
    if (pagePath === null || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const wanted = url.searchParams.get(PAGE_DATA_ROUTES_PARAM);
    let routeIds: Set<string> | null = null;
    if (wanted !== null) {
      const parsed = routeIdsSchema.safeParse(wanted);
      if (!parsed.success) {
        logRejected(c.req.url, 400, 'invalid', [PAGE_DATA_ROUTES_PARAM]);
        return c.json({ error: 'invalid', fields: { [PAGE_DATA_ROUTES_PARAM]: 'Route ids, comma-separated.' } }, 400, { 'cache-control': 'private, no-store' });
      }
      routeIds = new Set(parsed.data.split(','));
    }
    url.searchParams.delete(PAGE_DATA_ROUTES_PARAM);
    const pageUrl = `${url.origin}${pagePath}${url.searchParams.size ? `?${url.searchParams}` : ''}`;
    const deadline = Date.now() + c.get('config').UPSTREAM_TIMEOUT_MS;
    const { context, done } = await runPageLoaders(c, pageUrl, routeIds, { signal: c.req.raw.signal, deadline });
    if (context instanceof Response) {
      done();
      const location = context.headers.get('location');
      if (!location) return c.json({ error: 'internal' }, 500, { 'cache-control': 'private, no-store' });
      return c.body(`${JSON.stringify({ type: 'redirect', status: context.status, location } satisfies PageDataLine)}\n`, 200, headers);
    }
    return c.body(linesOf(context, done, c.req.url), 200, headers);
  };
}

/** The first line at once, then each deferred part as it settles. */
function linesOf(context: StaticHandlerContext, done: () => void, requestUrl: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const loaderData: Record<string, unknown> = {};
  const deferred: Record<string, string[]> = {};
  const parts: Array<{ route: string; key: string; value: Promise<unknown> }> = [];
  for (const [route, data] of Object.entries(context.loaderData)) {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      loaderData[route] = data;
      continue;
    }
    const now: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (value instanceof Promise) {
        (deferred[route] ??= []).push(key);
        parts.push({ route, key, value });
      } else now[key] = value;
    }
    loaderData[route] = now;
  }
  const first: PageDataLine = { type: 'data', loaderData, deferred, errors: serializeRouteErrors(context.errors) };
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (line: PageDataLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      write(first);
      done();
      await Promise.all(
        parts.map(({ route, key, value }) =>
          value.then(
            (settled) => write({ type: 'part', route, key, value: settled }),
            (error: unknown) => {
              logEvent('page_data_part_failed', { path: logPath(requestUrl), error: logError(error) });
              write({ type: 'part', route, key, failed: true });
            },
          ),
        ),
      );
      controller.close();
    },
  });
}
