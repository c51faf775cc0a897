import { createContext, type DataRouter, type RouterContextProvider, type RouterState } from 'react-router';

type LoaderData = RouterState['loaderData'];

/** The pages kept, and for how long: as many and as long as Chromium's back/forward cache. */
export const REMEMBERED_PAGES = 6;
export const REMEMBER_MS = 600_000;

/**
 * The data each page of this tab's history was last shown with, by history entry (React Router's
 * location key), the first page's from the server included: an in-app back or forward shows the
 * page as the visitor left it, with no request, as the browser's back/forward cache does for a
 * document (docs/decisions/027). A page that showed an error is not kept, so a return asks again.
 */
const shown = new Map<string, { at: number; data: LoaderData }>();

/** Set, for a back or forward, to what the page returned to was shown with (a default, as a context without one throws when read unset). */
const pastPage = createContext<LoaderData | null>(null);

/** Keeps each page's data once it is on screen. */
export function rememberShownPages(router: DataRouter): void {
  const keep = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    shown.delete(state.location.key);
    if (!state.errors) shown.set(state.location.key, { at: performance.now(), data: state.loaderData });
    for (const key of shown.keys()) if (shown.size > REMEMBERED_PAGES) shown.delete(key);
  };
  keep(router.state);
  router.subscribe(keep);
}

/**
 * Marks a navigation's context as a back or forward when it is one. The router asks for the
 * context as the navigation starts: by then a back or forward has moved the history entry
 * (React Router keeps { key } in history.state), where a push moves it only at the end.
 */
export function markReturn(context: RouterContextProvider, router: DataRouter | undefined): void {
  const entry = (window.history.state as { key?: string } | null)?.key ?? 'default';
  const page = shown.get(entry);
  if (router && entry !== router.state.location.key && page && performance.now() - page.at <= REMEMBER_MS) context.set(pastPage, page.data);
}

/**
 * What a back or forward shows `routeId` with: the data its page was shown with, or undefined
 * (not a return, or not kept). The data strategy answers with it and asks the worker for nothing
 * (./page-data-strategy.ts).
 */
export function rememberedData(context: RouterContextProvider, routeId: string): unknown {
  const data = context.get(pastPage);
  return data && routeId in data ? data[routeId] : undefined;
}
