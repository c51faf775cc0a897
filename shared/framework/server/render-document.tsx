import type { ReactNode } from 'react';
import { renderToReadableStream, type ReactDOMServerReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type DataRouteMatch,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { serializeRouteErrors } from '../protocol/router-hydration';
import { serializeForScript, TRANSFER_STATE_GLOBAL } from '../protocol/transfer-state';
import { settleDeferred } from '../protocol/deferred';
import { pageDataRequestContext, readTrackerContext, renderReportContext, type ReadTracker } from '../protocol/contexts';
import { warmIslands } from '../page/hydrate-on-use';
import { AssetsContext } from '../page/assets-context';
import { AfterShell } from './after-shell';
import { bootScript } from './boot-script';
import { documentAssets, type ClientBuild } from './build-output';
import { writeBeforeDocumentEnd } from './document-tail';
import { ServerReadTracker } from './read-tracker';
import { warmRouteModules } from './warm-route-modules';
import type { PageFreshness, PageStatus, RenderedPage, RenderOptions } from './types';

/** What one run of a page's loaders shares, for the site's router contexts. */
export interface LoaderRunState {
  /** When the run stops waiting for upstream (ms since epoch); its reads share the time. */
  deadline: number;
  /** Work to start once the shell is out (such as writing what was read to a cache). */
  later: (work: () => Promise<unknown>) => void;
  /** Every read of the run reports to it, so a deferred value knows when only upstream is left. */
  reads: ReadTracker;
  /** What the loaders report (../protocol/contexts.ts) lands here. */
  freshness: PageFreshness;
}

/** The site's side of one page request: the visitor's request, its build, its contexts. */
export interface PageRequest {
  /** The visitor's request: its method, headers and signal. */
  request: Request;
  /** The client build (and router basename) its page is served with. */
  build: ClientBuild;
  waitUntil(promise: Promise<unknown>): void;
  /** Sets the site's router contexts for one loader run (its data access, language, app state). */
  loaderContext(context: RouterContextProvider, run: LoaderRunState): void;
}

/** A page request that renders a document: what wraps the router, and what the site hands on. */
export interface DocumentRequest extends PageRequest {
  /** Wraps the router in the site's providers; called once per render. */
  wrap(router: ReactNode): ReactNode;
  /** The site's fields of the transfer state, read once every boundary has rendered. */
  transfer(): object;
  /** The answer when the render could not start (the fallback page). */
  failed(error: unknown): Response;
  /** An error inside the render (a boundary's), which still ends the page. */
  renderError(error: unknown): void;
}

/** Runs the loaders of `pageUrl` for a client navigation's data: those of `routeIds` (null: all). */
export type LoaderRun = (pageUrl: string, routeIds: ReadonlySet<string> | null) => Promise<{ context: StaticHandlerContext | Response; done: () => void }>;

/** Which page's loaders run, which of them, and for what. */
interface RunTarget {
  /** The page's address: the request's own, or another page's (a navigation's data, a form's answer). */
  pageUrl: string;
  load?: (match: DataRouteMatch) => boolean;
  /** A client navigation's data, not a document (./page-data-endpoint.ts). */
  navigation?: boolean;
}

/**
 * The route objects for one more handler. React Router copies route objects into its own, but
 * not their `lazy` object, and empties that object's keys as it loads them: a second handler made
 * from the same routes would find nothing left to load and render an empty page.
 */
function ownRoutes(list: readonly RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    ...(route.lazy && typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
    ...(route.children ? { children: ownRoutes(route.children) } : {}),
  })) as RouteObject[];
}

/**
 * The worker's side of the framework: runs a page's loaders and streams its document, with the
 * transfer state that lets the browser hydrate without a request. Made once per isolate, at
 * start: it starts evaluating every route module and island then (./warm-route-modules.ts),
 * outside any request, since a render must never wait on work another request started (workerd
 * refuses, and in the test pool an import is such work).
 */
export function createPageRenderer(routes: readonly RouteObject[]) {
  const warmed = warmRouteModules(routes).then(() => warmIslands());

  // One handler per build: each matches the routes under its basename, so routes, loaders and
  // links see '/work/x' whatever the prefix, as the browser's router does.
  const handlers = new Map<string, StaticHandler>();
  function staticHandler(build: ClientBuild): StaticHandler {
    let handler = handlers.get(build.key);
    if (!handler) handlers.set(build.key, (handler = createStaticHandler(ownRoutes(routes), { basename: build.basename || '/' })));
    return handler;
  }

  /** Runs the matched routes' loaders (those `load` accepts) for the page at `pageUrl`. */
  function runLoaders(
    page: PageRequest,
    freshness: PageFreshness,
    afterShell: AfterShell,
    { signal, deadline }: RenderOptions,
    { pageUrl, load, navigation = false }: RunTarget,
  ): Promise<StaticHandlerContext | Response> {
    // Every read of this request, deferred values included, shares one deadline; what waits for
    // the shell (the reads' cache writes) starts once it is out.
    const reads = new ServerReadTracker();
    const context = new RouterContextProvider();
    page.loaderContext(context, { deadline, later: afterShell.later, reads, freshness });
    context.set(readTrackerContext, reads);
    // Whether the page may be kept is decided from what the loaders report: a page that depends
    // on more than its URL and cookies is not kept, and one with a value that streamed after the
    // shell is kept only when rendered whole.
    context.set(renderReportContext, {
      personal(reason) {
        freshness.personal = reason;
      },
      streamed() {
        freshness.streamed = true;
      },
    });
    if (navigation) context.set(pageDataRequestContext, true);
    // The static handler only answers GET: a HEAD asks it as one, and so does a form's post, whose
    // answer is the page the form is on (without the post's body headers).
    let headers = page.request.headers;
    if (page.request.method === 'POST') {
      headers = new Headers(headers);
      headers.delete('content-type');
      headers.delete('content-length');
    }
    const request = new Request(pageUrl, { headers, signal });
    return staticHandler(page.build).query(request, { requestContext: context, filterMatchesToLoad: load });
  }

  /** The render itself: resolves once the page's shell is ready (with `whole`, the whole page). */
  async function renderShell(page: DocumentRequest, pageUrl: string, nonce: string, options: RenderOptions, afterShell: AfterShell): Promise<RenderedPage> {
    const { signal, whole = false } = options;
    const freshness: PageFreshness = { freshFor: Infinity };
    const context = await runLoaders(page, freshness, afterShell, options, { pageUrl });
    if (context instanceof Response) return { response: context };
    await warmed;

    const assets = documentAssets(
      context.matches.map((match) => match.route.id),
      page.build,
    );
    const router = createStaticRouter(staticHandler(page.build).dataRoutes, context);
    let renderFailed = false;
    let stream: ReactDOMServerReadableStream;
    try {
      const document = (
        <AssetsContext.Provider value={assets}>
          {page.wrap(<StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />)}
        </AssetsContext.Provider>
      );
      stream = await renderToReadableStream(document, {
        nonce,
        signal,
        // React moves a finished boundary out of line once the page passes this many bytes
        // (12,800 by default), to be revealed by a script: a visitor without JavaScript would
        // never see it. No limit, so every boundary that is ready stays in place: the islands
        // (../page/hydrate-on-use.tsx), and on a whole page everything.
        progressiveChunkSize: Infinity,
        onError(error) {
          renderFailed = true;
          page.renderError(error);
        },
      });
    } catch (error) {
      return { response: page.failed(error) };
    }
    // A boundary that fails is reported to onError and rendered as its error; the page still ends.
    if (whole) await stream.allReady.catch(() => undefined);

    // The transfer state goes last, once the boundaries that streamed after the shell have their
    // data too, with the script that starts the page's code after the page has loaded
    // (../browser/boot.ts); the entry reads the state (../browser/start.tsx).
    const transferScript = async () => {
      const { loaderData, deferredKeys } = await settleDeferred(context.loaderData);
      const state = { ...page.transfer(), router: { loaderData, errors: serializeRouteErrors(context.errors), deferredKeys }, assets };
      return `<script nonce="${nonce}">window.${TRANSFER_STATE_GLOBAL}=${serializeForScript(state)};${bootScript()}</script>`;
    };
    return {
      stream: writeBeforeDocumentEnd(stream, transferScript),
      status: context.statusCode,
      // Read once the stream has ended: a late render error or a late failed read rules it out.
      // A page with values that streamed after the shell is not kept: a visitor without
      // JavaScript would not see them. A whole page has them in place.
      reusableFor: () => (renderFailed || freshness.personal || (freshness.streamed && !whole) || context.statusCode !== 200 ? 0 : freshness.freshFor),
    };
  }

  return {
    /**
     * Settles once this isolate holds every route module and island. Only the worker and fault
     * suites wait for it before their first request (their harness says why).
     */
    codeLoaded: (): Promise<void> => warmed,

    /** One render of the page at `pageUrl`, with `nonce` on its scripts. */
    async renderDocument(page: DocumentRequest, pageUrl: string, nonce: string, options: RenderOptions): Promise<RenderedPage> {
      // Work that waited for the shell starts once it is ready (or the render ended without one).
      const afterShell = new AfterShell((promise) => page.waitUntil(promise));
      try {
        return await renderShell(page, pageUrl, nonce, options, afterShell);
      } finally {
        afterShell.release();
      }
    },

    /**
     * A HEAD's status: only the page's own loader runs (its item's 404, an upstream failure's 503,
     * a redirect all come from there; decision 011 keeps every status-deciding read ahead of the
     * first byte). Layout loaders are skipped: they never decide a status. Nothing is rendered.
     */
    async pageStatus(page: PageRequest, pageUrl: string, options: RenderOptions): Promise<PageStatus> {
      const afterShell = new AfterShell((promise) => page.waitUntil(promise));
      try {
        const context = await runLoaders(page, { freshFor: Infinity }, afterShell, options, { pageUrl, load: (match) => !match.route.children?.length });
        return context instanceof Response ? { response: context } : { status: context.statusCode };
      } finally {
        afterShell.release();
      }
    },

    /**
     * The loaders of a client navigation (./page-data-endpoint.ts): those of `routeIds` among the
     * routes `pageUrl` matches, run as a render runs them (same reads, deadline and contexts),
     * with nothing rendered. `done` is called once the caller has sent what it waits for; the
     * work that waits for the shell waits until then.
     */
    loaderRun(page: PageRequest, options: RenderOptions): LoaderRun {
      return async (pageUrl, routeIds) => {
        const afterShell = new AfterShell((promise) => page.waitUntil(promise));
        try {
          const context = await runLoaders(page, { freshFor: Infinity }, afterShell, options, {
            pageUrl,
            load: routeIds ? (match) => routeIds.has(match.route.id) : undefined,
            navigation: true,
          });
          return { context, done: () => afterShell.release() };
        } catch (error) {
          afterShell.release();
          throw error;
        }
      };
    },
  };
}
