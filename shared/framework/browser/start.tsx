import { startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { AssetsContext } from '../page/assets-context';
import { watchLinkIntent } from '../page/link-intent';
import { easePagesWith, type EasingSelectors } from '../page/page-transition';
import { reviveDeferred } from '../protocol/deferred';
import { deserializeRouteErrors } from '../protocol/router-hydration';
import { TRANSFER_STATE_GLOBAL, type TransferState } from '../protocol/transfer-state';
import { afterNavigationCode, askForRouteCode, loadNavigationSoon, navigationStrategy, prefetchOnIntent } from './navigation-code';
import { markReturn, rememberedData, rememberShownPages } from './page-memory';
import { followNavigations, type ProgressBarSettings } from './progress-bar';
import { returnsAtOnce } from './returns-at-once';
import { rememberScrollPositions } from './scroll-memory';

declare global {
  interface Window {
    [TRANSFER_STATE_GLOBAL]?: TransferState;
  }
}

/** What the site hands the browser's start (client/entry.client.tsx). */
export interface BrowserOptions<Site extends object> {
  routes: RouteObject[];
  /** The prefix of this build's addresses ('/de'), under which the router matches and links. */
  basename?: string;
  /**
   * Called first, with the transfer state, before anything reads the address: the site's state
   * for the page. What it returns sets the site's router contexts for each navigation, and
   * wraps the router in the site's providers (as the worker's render wrapped it).
   */
  setup(state: TransferState<Site>): { routerContext(context: RouterContextProvider): void; wrap(router: ReactNode): ReactNode };
  /** What every navigation after the first waits for beside its data and code (loaded at idle too). */
  beforeNextPage?: () => Promise<unknown>;
  /** nprogress's settings for the bar a slow navigation shows. */
  progressBar?: ProgressBarSettings;
  /** Where the site's markup has what a page change eases in (none: no easing). */
  easing?: EasingSelectors;
}

/**
 * The server writes the transfer state at the very end of the document, in the same script that
 * then starts the entry (./boot.ts), so it is always there when this runs.
 */
function readTransferState<Site extends object>(): TransferState<Site> {
  const state = window[TRANSFER_STATE_GLOBAL];
  if (!state) throw new Error('the server did not embed the transfer state');
  return state as TransferState<Site>;
}

/** What the router's provider calls to render an update in one go (./returns-at-once.ts). */
function renderAtOnce(render: () => unknown): undefined {
  flushSync(render);
}

function whenInitialized(router: DataRouter): Promise<DataRouter> {
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
async function resolveMatchedLazyRoutes(routes: RouteObject[], basename: string | undefined): Promise<void> {
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

/**
 * Starts the page in the browser (README.md, "Hydrate"): reads the transfer state, loads the
 * matched pages' code, makes the router from the server's loader data, and hydrates the
 * document in a transition. What client navigations need (the page-data strategy, chunk lists,
 * prefetch) loads once the page has hydrated and the browser is idle, or at the first press.
 */
export function startBrowser<Site extends object>({ routes, basename, setup, beforeNextPage, progressBar, easing }: BrowserOptions<Site>): void {
  const state = readTransferState<Site>();
  const site = setup(state);
  if (easing) easePagesWith(easing);
  const before = beforeNextPage ?? (() => Promise.resolve());
  loadNavigationSoon(state.assets.chunkLists, before);

  void resolveMatchedLazyRoutes(routes, basename)
    .then(() => {
      // Read by now: by the site's setup and by any module the entry imported before.
      delete window[TRANSFER_STATE_GLOBAL];
      let router: DataRouter | undefined;
      const getContext = () => {
        const context = new RouterContextProvider();
        site.routerContext(context);
        markReturn(context, router);
        return context;
      };
      afterNavigationCode(routes);
      router = createBrowserRouter(routes, {
        basename,
        hydrationData: { loaderData: reviveDeferred(state.router.loaderData, state.router.deferredKeys), errors: deserializeRouteErrors(state.router.errors) },
        getContext,
        // A navigation's data in one request made at once, beside its code; a back or forward
        // shows the page as it was left, with no request (./page-data-strategy.ts, ./page-memory.ts).
        dataStrategy: navigationStrategy({ remembered: rememberedData, before, code: askForRouteCode }),
      });
      rememberShownPages(router);
      rememberScrollPositions(router);
      followNavigations(router, progressBar);
      // A link the visitor is about to follow: its page's code and data are fetched ahead, by a
      // module loaded on the first such intent (docs/decisions/026-prefetch-on-intent.md); an
      // address a component names, too, or only its code (docs/decisions/073).
      const started = router;
      watchLinkIntent((href, codeOnly) => {
        const matches = matchRoutes(routes, href, basename);
        if (!matches || matches.some(({ route }) => route.path === '*')) return;
        prefetchOnIntent(started, href, codeOnly);
      });
      // Initialised at once unless a matched loader's data is missing from the transfer state;
      // then it runs first, as hydrating before would render a fallback and mismatch.
      return whenInitialized(router);
    })
    .then((router) => {
      // Hydrated as a transition: React then hydrates in slices of a few milliseconds and lets
      // the browser handle input in between, where a plain hydrateRoot is one task (70-130 ms on
      // a phone 4x slower than this machine, all of it blocking). A click or key before the
      // document has hydrated makes React finish hydrating it at once, in that event's task; one
      // on an island not hydrated yet hydrates that island first; either is then replayed
      // (docs/decisions/024-first-load-tasks.md).
      startTransition(() => {
        hydrateRoot(
          document,
          <AssetsContext.Provider value={state.assets}>
            {site.wrap(<RouterProvider router={returnsAtOnce(router)} flushSync={renderAtOnce} />)}
          </AssetsContext.Provider>,
        );
      });
    });
}
