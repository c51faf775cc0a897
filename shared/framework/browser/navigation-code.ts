import type { DataStrategyFunction, RouteObject, RouterContextProvider } from 'react-router';
import type { PageDataOptions } from './page-data-strategy';
import { loadBar, navigationWaits } from './progress-bar';
import { loadIslandCode } from '../page/hydrate-on-use';

type Navigation = typeof import('./navigation-chunk');

let navigation: Promise<Navigation> | undefined;
let listsUrl: string | undefined;
let alsoNeeded: () => Promise<unknown> = () => Promise.resolve();

/**
 * The code a client navigation needs (./navigation-chunk.ts: the data strategy, the pages' code lists
 * and the lists themselves; the progress bar), out of the first load: it comes once the page has
 * hydrated and the browser is idle, or with the visitor's first press or intent, whichever is
 * first (docs/decisions/040). A navigation that starts before then waits for it: one small module
 * and one small answer, after which the page's code and data leave together. What every page
 * after the first needs besides (`also`: the catalogue's whole vocabulary) is asked for with the
 * first press or intent, not at idle: a visitor who only reads this page never downloads it, and
 * a navigation asks for it beside its data, in the same round.
 */
export function loadNavigation(): Promise<Navigation> {
  // `also` keeps its own promise (loadWholeVocabulary), so asking again fetches nothing.
  void alsoNeeded().catch(() => undefined);
  return navigationCode();
}

/** The navigation code alone: what the browser fetches when it is idle. */
function navigationCode(): Promise<Navigation> {
  // The progress bar too: a navigation that waits shows it on time, not a round trip late.
  if (!navigation) void loadBar().catch(() => undefined);
  navigation ??= import('./navigation-chunk').then(
    async (module) => {
      await module.loadChunkLists(listsUrl);
      return module;
    },
    (error: unknown) => {
      navigation = undefined;
      throw error;
    },
  );
  return navigation;
}

/** Resolves once the page has hydrated (client/root.tsx marks the document). */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated === 'true') return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Starts the navigation code on its way when the browser is idle after hydration, or at the
 * first press; `also` is what every page after the first needs besides (the catalogue's whole
 * vocabulary), asked for at the first press or intent.
 */
export function loadNavigationSoon(chunkLists: string | undefined, also: () => Promise<unknown>): void {
  listsUrl = chunkLists;
  alsoNeeded = also;
  const types = ['pointerdown', 'keydown', 'touchstart'] as const;
  const press = () => {
    for (const type of types) removeEventListener(type, press, true);
    void loadNavigation().catch(() => undefined);
  };
  const idle = () => void navigationCode().catch(() => undefined);
  for (const type of types) addEventListener(type, press, { capture: true, passive: true });
  void whenHydrated().then(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(idle, { timeout: 2000 }) : setTimeout(idle, 200)));
}

/** The router's data strategy, once the navigation code is in (./page-data-strategy.ts). */
export function navigationStrategy(options: PageDataOptions): DataStrategyFunction<RouterContextProvider> {
  let strategy: DataStrategyFunction<RouterContextProvider> | undefined;
  return (args) => loadNavigation().then((module) => (strategy ??= module.pageDataStrategy({ waits: navigationWaits, ...options }))(args));
}

/**
 * A navigation's code, or a prefetch's: every matched page's chunks asked for at once, and the
 * code of the islands, which the navigation's render waits for (a navigation wakes
 * them as it starts; a prefetch asks for them with the page's code, not a round after the click).
 */
export function askForRouteCode(routeIds: string[]): void {
  loadIslandCode();
  void loadNavigation().then(
    (module) => module.preloadRouteChunks(routeIds),
    () => undefined,
  );
}

/** A link the visitor is about to follow: its page's code and data asked for ahead, or its code alone (./prefetch.ts). */
export function prefetchOnIntent(router: Parameters<Navigation['prefetchPage']>[0], href: string, codeOnly?: boolean): void {
  void loadNavigation().then(
    (module) => module.prefetchPage(router, href, askForRouteCode, codeOnly),
    () => undefined,
  );
}

/** Every lazy property of every route waits for the navigation code, so its chunks are asked for together. */
export function afterNavigationCode(list: RouteObject[]): void {
  for (const route of list) {
    const lazy = route.lazy as Record<string, () => Promise<unknown>> | undefined;
    if (lazy && typeof lazy === 'object') for (const [key, load] of Object.entries(lazy)) lazy[key] = () => loadNavigation().then(load, load);
    if (route.children) afterNavigationCode(route.children);
  }
}
