import type { StaticHandlerContext } from 'react-router';
import { serializeRouteErrors } from '../protocol/router-hydration';
import { PAGE_DATA_CONTENT_TYPE, PAGE_DATA_ROUTES_PARAM, pagePathOf, type PageDataLine } from '../protocol/page-data';
import { pendingKeys, splitDeferred } from '../protocol/deferred';
import type { LoaderRun } from './render-document';

/** Route ids as the route table writes them; at most a page's depth of them. */
const ROUTE_IDS = /^[a-z0-9-]+(,[a-z0-9-]+){0,7}$/;

// The answer follows the visitor's cookies (consent, preview) and is read once by the page that
// asked: no cache keeps it.
const noStore = { 'cache-control': 'private, no-store' };
const headers = { ...noStore, 'content-type': PAGE_DATA_CONTENT_TYPE };

/** What the endpoint tells the site's log. */
export interface PageDataLog {
  /** The route ids parameter (`field`) was not a list of route ids: answered 400. */
  rejected(request: Request, field: string): void;
  /** A deferred value failed after the first line was sent: its line says so. */
  deferredFailed(request: Request, error: unknown): void;
}

/**
 * A client navigation's data (../protocol/page-data.ts): the matched loaders run here, on the
 * same cached reads a render makes, and their data goes back in one answer the moment it is
 * known, each deferred value on a line of its own as it settles. The browser asks for it at the
 * click, beside the page's code, so no data request waits for code and no second round of reads
 * crosses the network (docs/decisions/040). Null for an address that is not a page's data.
 */
export async function pageDataEndpoint(request: Request, run: LoaderRun, log: PageDataLog): Promise<Response | null> {
  const url = new URL(request.url);
  const pagePath = pagePathOf(url.pathname);
  if (pagePath === null || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const wanted = url.searchParams.get(PAGE_DATA_ROUTES_PARAM);
  let routeIds: Set<string> | null = null;
  if (wanted !== null) {
    if (wanted.length > 200 || !ROUTE_IDS.test(wanted)) {
      log.rejected(request, PAGE_DATA_ROUTES_PARAM);
      return Response.json({ error: 'invalid', fields: { [PAGE_DATA_ROUTES_PARAM]: 'Route ids, comma-separated.' } }, { status: 400, headers: noStore });
    }
    routeIds = new Set(wanted.split(','));
  }
  url.searchParams.delete(PAGE_DATA_ROUTES_PARAM);
  const pageUrl = `${url.origin}${pagePath}${url.searchParams.size ? `?${url.searchParams}` : ''}`;
  const { context, done } = await run(pageUrl, routeIds);
  if (context instanceof Response) {
    done();
    const location = context.headers.get('location');
    if (!location) return Response.json({ error: 'internal' }, { status: 500, headers: noStore });
    return new Response(`${JSON.stringify({ type: 'redirect', status: context.status, location } satisfies PageDataLine)}\n`, { headers });
  }
  return new Response(
    linesOf(context, done, (error) => log.deferredFailed(request, error)),
    { headers },
  );
}

/** The first line at once, then each deferred value as it settles. */
function linesOf(context: StaticHandlerContext, done: () => void, failed: (error: unknown) => void): ReadableStream<Uint8Array> {
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
            (settled) => write({ type: 'deferred', route, key, value: settled }),
            (error: unknown) => {
              failed(error);
              write({ type: 'deferred', route, key, failed: true });
            },
          ),
        ),
      );
      controller.close();
    },
  });
}
