import type { Context } from 'hono';
import { visitorCountry } from '../visitor-country';
import { getCookie } from 'hono/cookie';
import { renderToReadableStream, type ReactDOMServerReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type DataRouteMatch,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { routes } from '../../client/routes';
import type { PageRoute } from '../../client/lib/page-route';
import { AppProviders } from '../../client/app-providers';
import { apiContext, clientNavigationContext, pageCachePolicyContext } from '../../client/lib/api-context';
import { languageContext } from '../../client/lib/language-context';
import { appStateContext } from '../../client/lib/app-state-context';

import { createAppStore, loaderAppState, type AppStore } from '../../client/state/store';
import { COOKIE_CONSENT } from '../../shared/spec';
import { serializeRouteErrors } from '../../shared/router-hydration';
import { serializeForScript, TRANSFER_STATE_GLOBAL, type InitialAppState } from '../../shared/transfer-state';
import type { AppEnv, RenderPageFor } from '../app-env';
import { logError, logEvent, logPath } from '../log';
import { documentAssets } from './assets';
import { FALLBACK_RETRY_AFTER, fallbackPage } from './fallback-page';
import { readerContextOf } from '../upstream/reader-context';
import { createServerDataAccess, type PageFreshness } from './server-data-access';
import { withContentLanguage } from '../../shared/cms-locale';
import { servePage, type PageSource, type PageStatus, type RenderedPage, type RenderOptions } from './page-response';
import { formOutcomeOf, withFormOutcomeCleared } from '../forms/outcome-cookie';
import { writeBeforeDocumentEnd } from './document-tail';
import { settleDeferred } from '../../shared/deferred';
import { preloadPageModules } from './page-modules';
import { preloadPartsHydratedOnUse } from '../../client/components/hydrate-on-use';
import { ReadTracker } from './read-progress';
import { AfterShell } from './after-shell';
import { bootScript } from './boot-script';
import { readProgressContext } from '../../client/loaders/deferred-part';
import { languagePrefix, type Language } from '../../shared/languages';
import type { UsedVocabulary } from '../../shared/i18n/vocabulary';
import { vocabularyOf } from '../../client/components/catalogue-vocabulary';
import { messagesIn } from '../../shared/i18n/messages-in';
import { CATALOGUE_VOCABULARY } from '#messages/client/components/catalogue-vocabulary';
import { pageUrl as cleanPageUrl } from '../../shared/page-params';
import { inPseudoLocale } from '../i18n/pseudo-locale';

/** True only where the site runs locally or under test (../i18n/pseudo-locale.ts). */
declare const __PSEUDO_LOCALE__: boolean;

// At isolate start, not in each page's first request (./page-modules.ts); then the parts that
// the browser hydrates on first use (the shell's, and the pages': a page module makes its parts
// as it loads). The server renders them in full, so each render waits for this one promise,
// made here, outside any request: a render must never wait on work another request started
// (workerd refuses, and in the test pool an import is such work). In a bundle it has settled
// before the first request's loaders finish.
const partsHydratedOnUse = preloadPageModules(routes).then(() => preloadPartsHydratedOnUse());

/**
 * Settles once this isolate holds every page module and every part hydrated on use. Only the
 * worker and fault suites call it (tests/support/page-code-loaded.ts says why).
 */
export const pageCodeLoaded = (): Promise<void> => partsHydratedOnUse;

/**
 * The route objects for one more handler. React Router copies route objects into its own, but
 * not their `lazy` object, and empties that object's keys as it loads them: a second handler made
 * from the same routes would find nothing left to load and render an empty page.
 */
function ownRoutes(list: readonly PageRoute[]): PageRoute[] {
  return list.map((route) => ({
    ...route,
    ...(route.lazy && typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
    ...(route.children ? { children: ownRoutes(route.children) } : {}),
  })) as PageRoute[];
}

// One handler per language: each matches the routes under its language's prefix (basename), so
// routes, loaders and links see '/work/x' whatever the language, as the browser's router does.
const handlers = new Map<Language, StaticHandler>();
function staticHandler(language: Language): StaticHandler {
  let handler = handlers.get(language);
  if (!handler) handlers.set(language, (handler = createStaticHandler(ownRoutes(routes), { basename: languagePrefix(language) || '/' })));
  return handler;
}

/**
 * Renders a page: runs the matched loaders (reading upstream through the KV cache), then streams
 * the React document with the transfer state (the loaders' results) that lets the browser hydrate
 * without a request and without running a loader. Pages are reused across visitors through the
 * page cache (./page-response.ts).
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  // A form this visitor just posted natively (the 303's cookie): the page shows its outcome, so
  // it is rendered for them alone, and the cookie is spent (docs/decisions/041).
  const outcome = formOutcomeOf(c);
  const app = outcome ? { ...appStateOf(c), form: outcome } : appStateOf(c);
  // A page in the pseudo-locale (local runs and tests only) is that request's alone too.
  const personal = outcome || (__PSEUDO_LOCALE__ && inPseudoLocale());
  // Rendered for its address with only the parameters the page reads (decision 044): a tracking
  // or made-up parameter changes nothing on it, so it is never echoed and never makes a new copy.
  const response = await servePage(c, app, pageSource(c, app, cleanPageUrl(c.req.url)), personal ? {} : undefined);
  return outcome === undefined ? response : withFormOutcomeCleared(c, response);
}

/**
 * The page at `pageUrl` (same origin: path and query), rendered in answer to a native form post
 * with the form's outcome in its app state, for this visitor alone: exactly the page a GET of
 * `pageUrl` renders, never from or into the page cache. `status` replaces the page's 200. The
 * caller runs it in the page's language.
 */
export const renderPageFor: RenderPageFor = async (c, pageUrl, form, status) => {
  const app = { ...appStateOf(c), form };
  // As the visitor's address has it (the form's page, or its Referer: ../forms/answer-page.ts):
  // this page is theirs alone and never kept, and its forms post that address on, so the
  // extraProperties of docs/requirements.md §3.5 (the page's whole query) survive a second native
  // post (decision 044).
  return servePage(c, app, pageSource(c, app, pageUrl), { status });
};

/** How the page at `pageUrl` is rendered, or only its status found, for this request. */
function pageSource(c: Context<AppEnv>, app: InitialAppState, pageUrl: string): PageSource {
  return {
    render: (nonce, options) => renderDocument(c, app, pageUrl, nonce, options),
    status: (options) => pageStatus(c, app, pageUrl, options),
  };
}

/** The app state a request starts with: from its cookies, preview mode and the edge's country. */
function appStateOf(c: Context<AppEnv>): InitialAppState {
  return { cookieConsent: getCookie(c, COOKIE_CONSENT) === 'true', showUnpublished: c.get('preview'), country: visitorCountry(c) };
}

/** Which page's loaders run, which of them, and for what. */
interface LoaderRun {
  /** The page's address: the request's own, or another page's (a navigation's data, a form's answer). */
  pageUrl: string;
  load?: (match: DataRouteMatch) => boolean;
  /** A client navigation's data, not a document (../ssr/page-data.ts). */
  navigation?: boolean;
}

/** Runs the matched routes' loaders (those `load` accepts) for the page at `pageUrl`. */
function runLoaders(
  c: Context<AppEnv>,
  store: AppStore,
  freshness: PageFreshness,
  afterShell: AfterShell,
  { signal, deadline }: RenderOptions,
  { pageUrl, load, navigation = false }: LoaderRun,
): Promise<StaticHandlerContext | Response> {
  // Every read of this request, streamed parts included, shares one deadline; the KV writes of
  // what they read wait until the shell is out.
  const reads = new ReadTracker();
  // Content (CMS) reads in the page's language, with English where there is no translation
  // (decision 034); the browser's data access does the same.
  const api = withContentLanguage(createServerDataAccess(readerContextOf(c, { deadline, later: afterShell.later }), freshness, reads), c.get('language'));
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, api);
  requestContext.set(languageContext, c.get('language'));
  // Lets a loader's slow part stream at once when it can only come from upstream.
  requestContext.set(readProgressContext, reads);
  requestContext.set(appStateContext, loaderAppState(store));
  // The page cache's decision is made here, from what the loaders report: a page that depends on
  // more than its URL and cookies is not kept, and one whose part streamed after the shell is
  // kept only when rendered whole.
  requestContext.set(pageCachePolicyContext, {
    personal(reason) {
      freshness.personal = reason;
    },
    streamed() {
      freshness.streamed = true;
    },
  });
  if (navigation) requestContext.set(clientNavigationContext, true);
  // The static handler only answers GET: a HEAD asks it as one, and so does a form's post, whose
  // answer is the page the form is on (without the post's body headers).
  let headers = c.req.raw.headers;
  if (c.req.method === 'POST') {
    headers = new Headers(headers);
    headers.delete('content-type');
    headers.delete('content-length');
  }
  const request = new Request(pageUrl, { headers, signal });
  return staticHandler(c.get('language')).query(request, { requestContext, filterMatchesToLoad: load });
}

/**
 * The loaders of a client navigation (./page-data.ts): those of `routeIds` among the routes
 * `pageUrl` matches, run as a render runs them (same cache, deadline and app state), with nothing
 * rendered. `done` is called once the caller has sent what it waits for; the reads' KV writes
 * wait until then.
 */
export async function runPageLoaders(
  c: Context<AppEnv>,
  pageUrl: string,
  routeIds: ReadonlySet<string> | null,
  options: RenderOptions,
): Promise<{ context: StaticHandlerContext | Response; done: () => void }> {
  const store = createAppStore(c.get('publicConfig'), appStateOf(c));
  const afterShell = new AfterShell((promise) => c.executionCtx.waitUntil(promise));
  try {
    const context = await runLoaders(c, store, { freshFor: Infinity }, afterShell, options, {
      pageUrl,
      load: routeIds ? (match) => routeIds.has(match.route.id) : undefined,
      navigation: true,
    });
    return { context, done: () => afterShell.release() };
  } catch (error) {
    afterShell.release();
    throw error;
  }
}

/**
 * A HEAD's status, for a page the cache does not hold: only the page's own loader runs (its
 * item's 404, an upstream failure's 503, a redirect all come from there; decision 011 keeps
 * every status-deciding read ahead of the first byte). Layout loaders are skipped: the shell's
 * footer list degrades to empty and never decides a status. Nothing is rendered.
 */
async function pageStatus(c: Context<AppEnv>, app: InitialAppState, pageUrl: string, options: RenderOptions): Promise<PageStatus> {
  const store = createAppStore(c.get('publicConfig'), app);
  const afterShell = new AfterShell((promise) => c.executionCtx.waitUntil(promise));
  try {
    const context = await runLoaders(c, store, { freshFor: Infinity }, afterShell, options, { pageUrl, load: (match) => !match.route.children?.length });
    return context instanceof Response ? { response: context } : { status: context.statusCode };
  } finally {
    afterShell.release();
  }
}

/** One render of the page at `pageUrl` with this app state, with `nonce` on its scripts. */
async function renderDocument(c: Context<AppEnv>, app: InitialAppState, pageUrl: string, nonce: string, options: RenderOptions): Promise<RenderedPage> {
  // Work that waited for the shell starts once it is ready (or the render ended without one).
  const afterShell = new AfterShell((promise) => c.executionCtx.waitUntil(promise));
  try {
    return await renderShell(c, app, pageUrl, nonce, options, afterShell);
  } finally {
    afterShell.release();
  }
}

/** The render itself: resolves once the page's shell is ready (with `whole`, the whole page). */
async function renderShell(
  c: Context<AppEnv>,
  app: InitialAppState,
  pageUrl: string,
  nonce: string,
  options: RenderOptions,
  afterShell: AfterShell,
): Promise<RenderedPage> {
  const { signal, whole = false } = options;
  const freshness: PageFreshness = { freshFor: Infinity };
  const publicConfig = c.get('publicConfig');
  const store = createAppStore(publicConfig, app);
  const context = await runLoaders(c, store, freshness, afterShell, options, { pageUrl });
  if (context instanceof Response) return { response: context };
  await partsHydratedOnUse;

  const pageAssets = documentAssets(
    context.matches.map((match) => match.route.id),
    c.get('language'),
  );
  const transfer = {
    config: publicConfig,
    app,
    router: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
    assets: pageAssets,
  };
  const router = createStaticRouter(staticHandler(c.get('language')).dataRoutes, context);
  // The catalogue words the render looks up, kept for the transfer state as it goes.
  const vocabulary: UsedVocabulary = {};

  let renderFailed = false;
  let stream: ReactDOMServerReadableStream;
  try {
    stream = await renderToReadableStream(
      <AppProviders
        store={store}
        assets={transfer.assets}
        language={c.get('language')}
        vocabulary={vocabularyOf(messagesIn(CATALOGUE_VOCABULARY, c.get('language')), vocabulary)}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        signal,
        // React moves a finished part out of line once the page passes this many bytes (12,800
        // by default), to be revealed by a script: a visitor without JavaScript would never see
        // it. No limit, so every part that is ready stays in place: the shell's parts hydrated on
        // first use (client/components/hydrate-on-use.tsx), and on a whole page every part.
        progressiveChunkSize: Infinity,
        onError(error) {
          renderFailed = true;
          logEvent('render_error', { path: logPath(c.req.url), error: logError(error) });
        },
      },
    );
  } catch (error) {
    logEvent('render_failed', { path: logPath(c.req.url), error: logError(error) });
    return { response: c.html(fallbackPage(c.get('language')), 500, FALLBACK_RETRY_AFTER) };
  }
  // A part that fails is reported to onError and rendered as its error; the page still ends.
  if (whole) await stream.allReady.catch(() => undefined);

  // The transfer state goes last, once parts of the page that streamed after the shell have
  // their data too, with the script that starts the page's code after the page has loaded
  // (boot-script.ts); the entry module reads the state (client/entry.client.tsx).
  const transferScript = async () => {
    const { loaderData, streamed } = await settleDeferred(context.loaderData);
    // Written last: the page's words are all looked up once its parts have rendered.
    const state = { ...transfer, router: { ...transfer.router, loaderData, streamed }, vocabulary };
    return `<script nonce="${nonce}">window.${TRANSFER_STATE_GLOBAL}=${serializeForScript(state)};${bootScript()}</script>`;
  };
  return {
    stream: writeBeforeDocumentEnd(stream, transferScript),
    status: context.statusCode,
    // Read once the stream has ended: a late render error or a late failed read rules it out.
    // A page whose parts streamed after the shell is not kept: a visitor without JavaScript
    // would not see them. A whole page has them in place.
    reusableFor: () => (renderFailed || freshness.personal || (freshness.streamed && !whole) || context.statusCode !== 200 ? 0 : freshness.freshFor),
  };
}
