import type { MiddlewareHandler } from 'hono';
import type { StaticHandlerContext } from 'react-router';
import { z } from '../../shared/zod';
import type { AppEnv } from '../app-env';
import { logError, logEvent, logPath, logRejected } from '../log';
import { serializeRouteErrors } from '../../shared/router-hydration';
import { PAGE_DATA_CONTENT_TYPE, PAGE_DATA_ROUTES_PARAM, pagePathOf, type PageDataLine } from '../../shared/page-data';
import { pendingKeys, splitDeferred } from '../../shared/deferred';
import { runPageLoaders } from './render';

/** Route ids as the route table writes them; at most a page's depth of them. */
const routeIdsSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+(,[a-z0-9-]+){0,7}$/);

// The answer follows the visitor's cookies (consent, preview) and is read once by the page that
// asked: no cache keeps it.
const noStore = { 'cache-control': 'private, no-store' };
const headers = { ...noStore, 'content-type': PAGE_DATA_CONTENT_TYPE };

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
        return c.json({ error: 'invalid', fields: { [PAGE_DATA_ROUTES_PARAM]: 'Route ids, comma-separated.' } }, 400, noStore);
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
      if (!location) return c.json({ error: 'internal' }, 500, noStore);
      return c.body(`${JSON.stringify({ type: 'redirect', status: context.status, location } satisfies PageDataLine)}\n`, 200, headers);
    }
    return c.body(linesOf(context, done, c.req.url), 200, headers);
  };
}

/** The first line at once, then each deferred part as it settles. */
function linesOf(context: StaticHandlerContext, done: () => void, requestUrl: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { now, pending } = splitDeferred(context.loaderData);
  const first: PageDataLine = { type: 'data', loaderData: now, deferred: pendingKeys(pending), errors: serializeRouteErrors(context.errors) };
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (line: PageDataLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      write(first);
      done();
      await Promise.all(
        pending.map(({ route, key, value }) =>
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
