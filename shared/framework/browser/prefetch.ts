import { matchRoutes, type DataRouter } from 'react-router';
import { prefetchPageData } from './page-data-strategy';

/** At most this many pages are fetched ahead per page view (docs/decisions/026-prefetch-on-intent.md). */
export const PREFETCHES_PER_PAGE_VIEW = 8;

let view = '';
let spent = 0;
const fetched = new Set<string>();

/**
 * Fetches ahead what a client navigation to `href` would: each matched page's code (`code` asks
 * for its chunks at once) and its loaders' data, in the one request the navigation would make
 * (./page-data-strategy.ts keeps the answer briefly, so the navigation makes none). Routes the navigation
 * would not run again (the layout, when only the path changes) are skipped; an address only the
 * worker answers (the catch-all) is never fetched. A failure is dropped: the navigation will ask
 * again and show what it gets.
 */
export function prefetchPage(router: DataRouter, href: string, code: (routeIds: string[]) => void): void {
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
  code(matches.filter(({ route }) => route.lazy).map(({ route }) => route.id));
  const load: string[] = [];
  for (const { route, params } of matches) {
    // A route on screen now whose loader the navigation would not run again (React Router's
    // rule: again when its params or the search change, unless its shouldRevalidate says no).
    const active = router.state.matches.find((match) => match.route.id === route.id);
    const again = !active || url.search !== current.search || JSON.stringify(active.params) !== JSON.stringify(params);
    const revalidate = route.shouldRevalidate as ((args: { defaultShouldRevalidate: boolean }) => boolean) | undefined;
    const stays = active !== undefined && !(revalidate ? revalidate({ defaultShouldRevalidate: again }) : again);
    const lazy = route.lazy;
    if (lazy && typeof lazy === 'object')
      for (const load of Object.values(lazy)) void (load as (() => Promise<unknown>) | undefined)?.()?.catch(() => undefined);
    if (!stays && typeof route.loader === 'function') load.push(route.id);
  }
  prefetchPageData(url, load);
}
