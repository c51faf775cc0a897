/**
 * The preload lists of page modules are not in the first load (scripts/lib/preload-lists-plugin.ts,
 * docs/decisions/035-first-load-trim.md): the build gives the entry's preload helper a `load()`
 * that fetches them once. The entry asks for them with the first intent to follow a link to a
 * page (beside the prefetcher, so the page's chunks are fetched together, as before) and with the
 * first navigation at the latest. Without a production build there is nothing to load.
 */
declare const __vite__mapDeps: { load?: () => Promise<void> } | undefined;

export function loadPreloadLists(): void {
  if (typeof __vite__mapDeps !== 'undefined') void __vite__mapDeps.load?.();
}
