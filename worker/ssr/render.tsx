import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ReactNode } from 'react';
import type { RouterContextProvider } from 'react-router';
import { createPageRenderer, type DocumentRequest, type LoaderRun, type LoaderRunState, type PageRequest } from '../../shared/framework/server';
import { routes } from '../../client/routes';
import { AppProviders } from '../../client/app-providers';
import { apiContext } from '../../client/lib/api-context';
import { languageContext } from '../../client/lib/language-context';
import { appStateContext } from '../../client/lib/app-state-context';
import { createAppStore, loaderAppState, type AppStore } from '../../client/state/store';
import { COOKIE_CONSENT } from '../../shared/spec';
import type { InitialAppState } from '../../shared/app-state';
import type { AppEnv, RenderPageFor } from '../app-env';
import { visitorCountry } from '../visitor-country';
import { logError, logEvent, logPath } from '../log';
import { FALLBACK_RETRY_AFTER, fallbackPage } from './fallback-page';
import { readerContextOf } from '../upstream/reader-context';
import { createServerDataAccess } from './server-data-access';
import { withContentLanguage } from '../../shared/cms-locale';
import { servePage, type PageSource } from './page-response';
import { formOutcomeOf, withFormOutcomeCleared } from '../forms/outcome-cookie';
import { clientBuildOf } from './client-build';
import type { UsedVocabulary } from '../../shared/i18n/vocabulary';
import { vocabularyOf } from '../../client/components/catalogue-vocabulary';
import { messagesIn } from '../../shared/i18n/messages-in';
import { CATALOGUE_VOCABULARY } from '#messages/client/components/catalogue-vocabulary';
import { pageUrl as cleanPageUrl } from '../../shared/page-params';
import { inPseudoLocale } from '../i18n/pseudo-locale';

/** True only where the site runs locally or under test (../i18n/pseudo-locale.ts). */
declare const __PSEUDO_LOCALE__: boolean;

/**
 * The site's pages on the framework's renderer (shared/framework/README.md), made when the
 * isolate starts: it starts evaluating every page module and island then, outside any request.
 */
const renderer = createPageRenderer(routes);

/**
 * Settles once this isolate holds every page module and island. Only the worker and fault suites
 * call it (tests/support/page-code-loaded.ts says why).
 */
export const pageCodeLoaded = (): Promise<void> => renderer.codeLoaded();

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
    render: (nonce, options) => renderer.renderDocument(documentRequest(c, app), pageUrl, nonce, options),
    status: (options) => renderer.pageStatus(pageRequest(c, createAppStore(c.get('publicConfig'), app)), pageUrl, options),
  };
}

/** The app state a request starts with: from its cookies, preview mode and the edge's country. */
function appStateOf(c: Context<AppEnv>): InitialAppState {
  return { cookieConsent: getCookie(c, COOKIE_CONSENT) === 'true', showUnpublished: c.get('preview'), country: visitorCountry(c) };
}

/** This request as the renderer sees it, with `store` (the app state it starts from) behind its loaders. */
function pageRequest(c: Context<AppEnv>, store: AppStore): PageRequest {
  return {
    request: c.req.raw,
    build: clientBuildOf(c.get('language')),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    loaderContext(context: RouterContextProvider, { deadline, later, reads, freshness }: LoaderRunState) {
      // Content (CMS) reads in the page's language, with English where there is no translation
      // (decision 034); the browser's data access does the same.
      const api = withContentLanguage(createServerDataAccess(readerContextOf(c, { deadline, later }), freshness, reads), c.get('language'));
      context.set(apiContext, api);
      context.set(languageContext, c.get('language'));
      context.set(appStateContext, loaderAppState(store));
    },
  };
}

/** A render of this request's page with this app state: the site's providers, words and fallback. */
function documentRequest(c: Context<AppEnv>, app: InitialAppState): DocumentRequest {
  const config = c.get('publicConfig');
  const store = createAppStore(config, app);
  const language = c.get('language');
  // The catalogue words the render looks up, kept for the transfer state as it goes.
  const vocabulary: UsedVocabulary = {};
  return {
    ...pageRequest(c, store),
    wrap: (router: ReactNode) => (
      <AppProviders store={store} language={language} vocabulary={vocabularyOf(messagesIn(CATALOGUE_VOCABULARY, language), vocabulary)}>
        {router}
      </AppProviders>
    ),
    // Read last: the page's words are all looked up once its boundaries have rendered.
    transfer: () => ({ config, app, vocabulary }),
    failed(error) {
      logEvent('render_failed', { path: logPath(c.req.url), error: logError(error) });
      return c.html(fallbackPage(language), 500, FALLBACK_RETRY_AFTER);
    },
    renderError(error) {
      logEvent('render_error', { path: logPath(c.req.url), error: logError(error) });
    },
  };
}

/**
 * The loaders of a client navigation's data request (shared/framework/server/page-data-endpoint.ts),
 * run as a render runs them, for this visitor's app state, within the upstream deadline.
 */
export function pageLoaderRun(c: Context<AppEnv>): LoaderRun {
  return (pageUrl, routeIds) => {
    const options = { signal: c.req.raw.signal, deadline: Date.now() + c.get('config').UPSTREAM_TIMEOUT_MS };
    return renderer.loaderRun(pageRequest(c, createAppStore(c.get('publicConfig'), appStateOf(c))), options)(pageUrl, routeIds);
  };
}
