/**
 * The preload lists of page modules are not in the first load (scripts/lib/preload-lists-plugin.ts,
 * docs/decisions/035-preload-lists-after-first-load.md): the build gives the entry's preload
 * helper a `load()` that fetches them once. This asks for them on the visitor's first sign of
 * use (a pointer, a key, a touch, focus) and on the first navigation, so that a page's chunks are
 * fetched together on the way to it, as before. Without a production build there is nothing to
 * load.
 */
declare const __vite__mapDeps: { load?: () => Promise<void> } | undefined;

export function loadPreloadLists(): void {
  if (typeof __vite__mapDeps !== 'undefined') void __vite__mapDeps.load?.();
}

const FIRST_USE = ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'focusin'];

/** Loads the lists on the first of the events above, and returns nothing else to do. */
export function loadPreloadListsOnFirstUse(): void {
  const once = () => {
    for (const type of FIRST_USE) removeEventListener(type, once, true);
    loadPreloadLists();
  };
  for (const type of FIRST_USE) addEventListener(type, once, { capture: true, passive: true });
}
