import './styles/app.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, RouterContextProvider, type RouteObject } from 'react-router';
import { routes } from './routes';
import { AppProviders } from './app-providers';
import { createAppStore, loaderAppState } from './state/store';
import { languageContext } from './lib/language-context';
import { appStateContext } from './lib/app-state-context';
import { watchLinkIntent } from './lib/link-intent';
import { rememberScrollPositions } from './lib/scroll-memory';
import { followNavigations } from './lib/progress';
import { afterNavigationCode, askForRouteCode, loadNavigationSoon, navigationStrategy, prefetchOnIntent } from './lib/navigation-code';
import { keepPagesShown, markReturn, rememberedData } from './lib/page-memory';
import { deserializeRouteErrors } from '../shared/router-hydration';
import { reviveDeferred } from '../shared/deferred';
import { TRANSFER_STATE_GLOBAL, type TransferState } from '../shared/transfer-state';
import type { FormOutcome } from '../shared/forms/form-outcome';
import type { PageAssets } from './lib/assets-context';
import { PAGE_LANGUAGE } from '../shared/i18n/page-language';
import { languagePrefix } from '../shared/languages';
// Evaluated with the entry, so before the transfer state is let go below: its tables start with
// the words the server's render used, whichever part's code asks for them first (a part hydrated
// on use may come before the whole vocabulary, and with a missing word its text would not match
// the server's: React would then throw the part's HTML away, with what the visitor chose in it).
import { loadWholeVocabulary } from './components/catalogue-vocabulary.messages.browser';

declare global {
  interface Window {
    [TRANSFER_STATE_GLOBAL]?: TransferState & { assets: PageAssets };
  }
}

type State = NonNullable<Window[typeof TRANSFER_STATE_GLOBAL]>;

/**
 * The server writes the transfer state at the very end of the document, in the same script that
 * then starts this module (client/lib/boot-script.ts), so it is always there when this runs.
 */
function readTransferState(): State {
  const state = window[TRANSFER_STATE_GLOBAL];
  if (!state) throw new Error('the server did not embed the transfer state');
  return state;
}

/**
 * A page rendered in answer to a native form post is at the BFF's address (the form's action),
 * which no route matches: it takes the address of the page it is (shared/forms/form-outcome.ts)
 * before anything reads the location, so the router starts on the page the server rendered, and
 * a reload asks for that page rather than posting the form again. Only an address of this site.
 */
function adoptAnsweredAddress(outcome: FormOutcome | undefined): void {
  const page = outcome && 'page' in outcome ? outcome.page : undefined;
  if (!page) return;
  const url = new URL(page, window.location.origin);
  // A fragment the visitor went to meanwhile (the phone menu opened by its link) stays.
  url.hash = window.location.hash;
  if (url.origin === window.location.origin) window.history.replaceState(window.history.state, '', url);
}

function whenInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<typeof router> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((next) => {
      if (next.initialized) {
        unsubscribe();
        resolve(router);
      }
    });
  });
}

/**
 * The matched pages' lazy components, loaded before the router exists (their chunks are
 * modulepreloaded, so this costs no round trip). A route with anything left in `lazy` is loaded
 * and its loader run on hydration; with none left, the router starts initialised from the
 * server's loader data: no loader code, no request, no fallback render.
 */
async function resolveMatchedLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]));
      Object.assign(route, Object.fromEntries(loaded) as Partial<RouteObject>, { lazy: undefined });
    }),
  );
}

const state = readTransferState();
adoptAnsweredAddress(state.app.form);
// This build's language lives under its prefix (/de/…): the router matches and links below it,
// so routes and links name '/work/x' in every language (worker/ssr/render.tsx does the same).
const basename = languagePrefix(PAGE_LANGUAGE.code) || undefined;

// Every page after the first has the catalogue's whole vocabulary in the page's language; the
// first page's words came with the transfer state (components/catalogue-vocabulary-strings.browser.ts).
const wholeVocabulary = loadWholeVocabulary;
// What client navigations need, once the page is hydrated and the browser idle, or at the first press.
loadNavigationSoon(state.assets.chunkLists, wholeVocabulary);

void resolveMatchedLazyRoutes()
  .then(() => {
    // Read by now: by this module, and by the vocabulary's browser form, imported above.
    delete window[TRANSFER_STATE_GLOBAL];
    const store = createAppStore(state.config, state.app);
    let router: ReturnType<typeof createBrowserRouter> | undefined;
    const getContext = () => {
      const context = new RouterContextProvider();
      context.set(languageContext, PAGE_LANGUAGE.code);
      context.set(appStateContext, loaderAppState(store));
      markReturn(context, router);
      return context;
    };
    afterNavigationCode(routes);
    router = createBrowserRouter(routes, {
      basename,
      hydrationData: { loaderData: reviveDeferred(state.router.loaderData, state.router.streamed), errors: deserializeRouteErrors(state.router.errors) },
      getContext,
      // A navigation's data in one request made at once, beside its code; a back or forward shows
      // the page as it was left, with no request (./lib/page-data.ts, ./lib/page-memory.ts).
      dataStrategy: navigationStrategy({ remembered: rememberedData, before: wholeVocabulary, code: askForRouteCode }),
    });
    keepPagesShown(router);
    rememberScrollPositions(router);
    followNavigations(router);
    // A link the visitor is about to follow: its page's code and data are fetched ahead, by a
    // module loaded on the first such intent (docs/decisions/026-prefetch-on-intent.md).
    watchLinkIntent((href) => {
      const matches = matchRoutes(routes, href, basename);
      if (!matches || matches.some(({ route }) => route.path === '*')) return;
      prefetchOnIntent(router, href);
    });
    // Initialised at once unless a matched loader's data is missing from the transfer state; then
    // it runs first, as hydrating before would render a fallback and mismatch.
    return whenInitialized(router).then((ready) => ({ router: ready, store }));
  })
  .then(({ router, store }) => {
    // Hydrated as a transition: React then hydrates in slices of a few milliseconds and lets the
    // browser handle input in between, where a plain hydrateRoot is one task (70-130 ms on a phone
    // 4x slower than this machine, all of it blocking). A click or key on a part not hydrated yet
    // hydrates that part first and is then replayed (docs/decisions/024-first-load-tasks.md).
    startTransition(() => {
      hydrateRoot(
        document,
        <AppProviders store={store} assets={state.assets} language={PAGE_LANGUAGE.code}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });
  });
