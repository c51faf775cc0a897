import { matchRoutes, type DataRouter } from 'react-router';
import { prefetchPageData } from './page-data-strategy';

/** At most this many pages are fetched ahead per page view (docs/decisions/026-prefetch-on-intent.md). */
export const PREFETCHES_PER_PAGE_VIEW = 8;

let view = '';
let spent = 0;
const fetched = new Set<string>();
const codeFetched = new Set<string>();

/**
 * Fetches ahead what a client navigation to `href` would: each matched page's code (`code` asks
 * for its chunks at once) and its loaders' data, in the one request the navigation would make
 * (./page-data-strategy.ts keeps the answer briefly, so the navigation makes none). Routes the navigation
 * would not run again (the layout, when only the path changes) are skipped; an address only the
 * worker answers (the catch-all) is never fetched. A failure is dropped: the navigation will ask
 * again and show what it gets. With `codeOnly`, the code alone (the visitor is typing into a form
 * that leads there, and what they will send is not known yet): once per page and view, under no
 * bound (a page's code is fetched once, and the router keeps it).
 */
export function prefetchPage(router: DataRouter, href: string, code: (routeIds: string[]) => void, codeOnly = false): void {
  const current = router.state.location;
  const here = current.pathname + current.search;
  if (view !== here) {
    view = here;
    spent = 0;
    fetched.clear();
    codeFetched.clear();
  }
  const done = codeOnly ? codeFetched : fetched;
  if (done.has(href) || (!codeOnly && spent >= PREFETCHES_PER_PAGE_VIEW)) return;
  const url = new URL(href, window.location.origin);
  const matches = matchRoutes(router.routes, url, router.basename);
  if (!matches || matches.some(({ route }) => route.path === '*')) return;
  done.add(href);
  code(matches.filter(({ route }) => route.lazy).map(({ route }) => route.id));
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (lazy && typeof lazy === 'object')
      for (const load of Object.values(lazy)) void (load as (() => Promise<unknown>) | undefined)?.()?.catch(() => undefined);
  }
  if (codeOnly) return;
  spent += 1;
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
