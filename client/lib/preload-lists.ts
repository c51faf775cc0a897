import type { RouteObject } from 'react-router';

/**
 * The preload lists of page modules are not in the first load (scripts/lib/preload-lists-plugin.ts,
 * docs/decisions/035-first-load-trim.md): the build gives the entry's preload helper a `load()`
 * that fetches them once, and `p`, that load on its way. They are asked for with the visitor's
 * first press (pointer, key, touch), with the first intent to go to a page, and at the start of
 * any navigation or prefetch at the latest; a page module imported while they are on their way
 * waits for them, so that its chunks are then fetched together, as before. Without a production
 * build there is nothing to load.
 */
declare const __vite__mapDeps: { load?: () => Promise<void>; p?: Promise<void> } | undefined;

const helper = () => (typeof __vite__mapDeps === 'undefined' ? undefined : __vite__mapDeps);

export function loadPreloadLists(): Promise<void> {
  return helper()?.load?.() ?? Promise.resolve();
}

/** Resolves once lists on their way are in; at once if none are. */
export function preloadListsReady(): Promise<void> {
  return helper()?.p ?? Promise.resolve();
}

/** Every lazy property of every route waits for lists on their way before importing. */
export function afterPreloadLists(routes: RouteObject[]): void {
  for (const route of routes) {
    const lazy = route.lazy as Record<string, () => Promise<unknown>> | undefined;
    if (lazy && typeof lazy === 'object') for (const [key, load] of Object.entries(lazy)) lazy[key] = () => preloadListsReady().then(load);
    if (route.children) afterPreloadLists(route.children);
  }
}

/** The visitor's first press anywhere starts the lists on their way. */
export function loadPreloadListsOnFirstPress(): void {
  const types = ['pointerdown', 'keydown', 'touchstart'];
  const once = () => {
    for (const type of types) removeEventListener(type, once, true);
    void loadPreloadLists();
  };
  for (const type of types) addEventListener(type, once, { capture: true, passive: true });
}
