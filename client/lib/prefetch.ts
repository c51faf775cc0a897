import { matchRoutes, type createBrowserRouter, type RouterContextProvider } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/** At most this many pages are fetched ahead per page view (docs/decisions/026-prefetch-on-intent.md). */
export const PREFETCHES_PER_PAGE_VIEW = 8;

let view = '';
let spent = 0;
const fetched = new Set<string>();

/**
 * Fetches ahead what a client navigation to `href` would: each matched page's lazy code and its
 * loader's data, through the same /api/ reads (which client-data-access.ts keeps briefly, so the
 * navigation reads them with no request). Routes the navigation would not run again (the layout,
 * when only the path changes) are skipped; an address only the worker answers (the catch-all)
 * is never fetched. A failure is dropped: the navigation will ask again and show what it gets.
 */
export function prefetchPage(router: Router, href: string, getContext: () => RouterContextProvider): void {
  const current = router.state.location;
  const here = current.pathname + current.search;
  if (view !== here) {
    view = here;
    spent = 0;
    fetched.clear();
  }
  if (fetched.has(href) || spent >= PREFETCHES_PER_PAGE_VIEW) return;
  const url = new URL(href, window.location.origin);
  const matches = matchRoutes(router.routes, url, router.basename);
  if (!matches || matches.some(({ route }) => route.path === '*')) return;
  fetched.add(href);
  spent += 1;
  const request = new Request(url);
  const context = getContext();
  for (const { route, params } of matches) {
    // A route on screen now whose loader the navigation would not run again (React Router's
    // rule: again when its params or the search change, unless its shouldRevalidate says no).
    const active = router.state.matches.find((match) => match.route.id === route.id);
    const again = !active || url.search !== current.search || JSON.stringify(active.params) !== JSON.stringify(params);
    const revalidate = route.shouldRevalidate as ((args: { defaultShouldRevalidate: boolean }) => boolean) | undefined;
    const stays = active !== undefined && !(revalidate ? revalidate({ defaultShouldRevalidate: again }) : again);
    const lazy = route.lazy;
    if (lazy && typeof lazy === 'object') for (const load of Object.values(lazy)) void (load as (() => Promise<unknown>) | undefined)?.()?.catch(() => undefined);
    if (!stays && typeof route.loader === 'function') void Promise.resolve().then(() => (route.loader as (args: unknown) => unknown)({ request, params, context })).catch(() => undefined);
  }
}
