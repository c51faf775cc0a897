import { matchRoutes, type DataRouter } from 'react-router';
import { prefetchPageData } from './page-data-strategy';

/** At most this many pages are fetched ahead per page view (docs/decisions/026-prefetch-on-intent.md). */
export const PREFETCHES_PER_PAGE_VIEW = 8;

let view = '';
let spent = 0;
const fetched = new Set<string>();
const codeFetched = new Set<string>();

/** The current page view: what was fetched ahead is counted per view. */
function sameView(router: DataRouter): void {
  const current = router.state.location;
  const here = current.pathname + current.search;
  if (view === here) return;
  view = here;
  spent = 0;
  fetched.clear();
  codeFetched.clear();
}

/** The routes a navigation to `url` would match, or none for an address only the worker answers (the catch-all). */
function pageMatches(router: DataRouter, url: URL) {
  const matches = matchRoutes(router.routes, url, router.basename);
  return !matches || matches.some(({ route }) => route.path === '*') ? null : matches;
}

/** Asks for the matched pages' code: their chunks at once (`code`), and their modules. */
function fetchCode(matches: NonNullable<ReturnType<typeof pageMatches>>, code: (routeIds: string[]) => void): void {
  code(matches.filter(({ route }) => route.lazy).map(({ route }) => route.id));
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (lazy && typeof lazy === 'object')
      for (const load of Object.values(lazy)) void (load as (() => Promise<unknown>) | undefined)?.()?.catch(() => undefined);
  }
}

/**
 * Fetches ahead the code of the page at `path`, not its data: the visitor is typing into a form
 * that leads there, and what they will send is not known yet. Once per page and view; it counts
 * against no budget (a page's code is fetched once, and the router keeps it).
 */
export function prefetchPageCode(router: DataRouter, path: string, code: (routeIds: string[]) => void): void {
  sameView(router);
  if (codeFetched.has(path)) return;
  codeFetched.add(path);
  const matches = pageMatches(router, new URL(path, window.location.origin));
  if (matches) fetchCode(matches, code);
}

/**
 * Fetches ahead what a client navigation to `href` would: each matched page's code (`code` asks
 * for its chunks at once) and its loaders' data, in the one request the navigation would make
 * (./page-data-strategy.ts keeps the answer briefly, so the navigation makes none). Routes the navigation
 * would not run again (the layout, when only the path changes) are skipped; an address only the
 * worker answers (the catch-all) is never fetched. A failure is dropped: the navigation will ask
 * again and show what it gets.
 */
export function prefetchPage(router: DataRouter, href: string, code: (routeIds: string[]) => void): void {
  sameView(router);
  if (fetched.has(href) || spent >= PREFETCHES_PER_PAGE_VIEW) return;
  const url = new URL(href, window.location.origin);
  const matches = pageMatches(router, url);
  if (!matches) return;
  fetched.add(href);
  spent += 1;
  fetchCode(matches, code);
  const current = router.state.location;
  const load: string[] = [];
  for (const { route, params } of matches) {
    // A route on screen now whose loader the navigation would not run again (React Router's
    // rule: again when its params or the search change, unless its shouldRevalidate says no).
    const active = router.state.matches.find((match) => match.route.id === route.id);
    const again = !active || url.search !== current.search || JSON.stringify(active.params) !== JSON.stringify(params);
    const revalidate = route.shouldRevalidate as ((args: { defaultShouldRevalidate: boolean }) => boolean) | undefined;
    const stays = active !== undefined && !(revalidate ? revalidate({ defaultShouldRevalidate: again }) : again);
    if (!stays && typeof route.loader === 'function') load.push(route.id);
  }
  prefetchPageData(url, load);
}
