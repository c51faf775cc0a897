/**
 * What a page's declaration says about it: one object per page, in its family's `pages.ts`
 * (client/routes/<family>/pages.ts), beside its loader and component. `npm run pages`
 * (scripts/pages.mjs) reads every family's declarations and derives from them, into
 * .generated/pages/ (ignored by git; npm install, npm start, npm test and the builds write it):
 * - the route objects the worker and the browser route with (`#pages/routes`);
 * - the query parameters each page reads (`#pages/params`, read by shared/page-params.ts);
 * - the registry the worker, the build and the tests read (`#pages/registry`, through
 *   shared/pages.ts): patterns, families, sitemap listings;
 * - what only the tests read (`#pages/samples`, through tests/support/page-samples.ts): demo
 *   addresses, fault-suite needs and groups;
 * and the README's page table, which `npm run pages -- --readme` rewrites.
 *
 * The declarations are data for that script: no site code imports a `pages.ts` or the tests'
 * module (a layering rule holds it), so a demo address never ships, to a visitor or a worker.
 */

/**
 * A module beside the declaring file and one of its exports: `'./artist-loader#artistBySlugLoader'`.
 * A path may also climb out of the family's folder (`'../../components/layout/not-found#NotFound'`).
 */
export type ModuleExport = `./${string}#${string}` | `../${string}#${string}`;

/**
 * What a page needs from upstream, as the fault suite holds it to it:
 * - `required`: its content comes from upstream; with upstream down it says so (503);
 * - `optional`: it shows upstream content when it can and is whole without it (200);
 * - `none`: static copy and forms; only the footer's legal links come from upstream (200);
 * - `redirect` / `not-found`: answered the same whatever upstream does.
 */
export type UpstreamNeeds = 'required' | 'optional' | 'none' | 'redirect' | 'not-found';

export interface PageDeclaration {
  /** The address pattern, absolute, as the router matches it ('/work/:slug'); the home page is '/'. */
  readonly pattern: `/${string}`;
  /**
   * The query parameters the page reads, its loader's and its component's: the worker hands the
   * page these and no other (shared/page-params.ts), and a test fails while it reads another.
   */
  readonly params?: readonly string[];
  /** Its loader, run in the worker only (for the page's render and a navigation's data). */
  readonly loader?: ModuleExport;
  /** Its component, loaded with the page's own chunk. None: its loader always throws, and the boundary shows the page. */
  readonly component?: ModuleExport;
  /** Its route handle (client/lib/route-handle.ts: the content holder, a banner, its page view's kind), in the entry. */
  readonly handle?: ModuleExport;
  /** The name its page views carry, when it is not the address (docs/requirements.md §2.5). */
  readonly pageView?: string;
  /**
   * `'fixed'`: one of the sitemap's fixed pages (not one item of a list). Item pages are listed by
   * their lists' sources (worker/discovery/sitemap-sources.ts), and some pages not at all.
   */
  readonly sitemap?: 'fixed';
  /** A fixed page that lists a CMS collection names it: its newest entry's date is the page's lastmod. */
  readonly newestOf?: `/${string}`;
  /** What it needs from upstream (the fault suite's expectation). */
  readonly needs: UpstreamNeeds;
  /** Pages that meet upstream's faults alike: the fault suite's short run checks the first page of each group. */
  readonly group: string;
  /** Addresses of the page in the demo catalogue: the fault suite and the browser walks visit each. */
  readonly samples: readonly [`/${string}`, ...`/${string}`[]];
  /** What a visitor finds there, for the README's page table. */
  readonly about: string;
}

/**
 * A family's pages, by id (the route's id: what tests, page views and the registry name it), in
 * the order the router lists them. Returns its argument, typed.
 */
export function definePages<const Pages extends Record<string, PageDeclaration>>(pages: Pages): Pages {
  return pages;
}
