import { PAGES } from '#pages/registry';
import type { UpstreamNeeds } from './define-pages';
import type { PageRoute, RegisteredRouteOf } from './framework/page';

/**
 * Every page of the site (docs/requirements.md §2.2), by the id of its route. Each page is
 * declared once, in its family's folder (client/routes/<family>/pages.ts); `npm run pages` derives
 * this registry from the declarations, with the routes and the page parameters. The rest of the
 * code reads what is true of a page from here:
 * - the page addresses: shared/paths.ts reads the patterns as a type (PagePattern), and
 *   shared/page-patterns.ts lists them for the redirect tables' check that a target is a page;
 * - the sitemap: its child of fixed pages is the pages marked `sitemap: 'fixed'`
 *   (worker/discovery/fixed-pages.ts);
 * - the tests, which read besides each page's demo addresses and what the fault suite holds it
 *   to from their own module (tests/support/page-samples.ts), never in the worker's bundle.
 *
 * The browser's code never imports this module (only its types, which compile to nothing): the
 * worker, the build's redirect check and the tests read it. Adding a page: README.md, "Adding a page".
 */
export { PAGES };
export type { UpstreamNeeds };

/** A declared page's id: its route's id in client/routes.tsx. */
export type PageId = keyof typeof PAGES;

/** A page's route pattern ('/work/:slug'). */
export type PagePattern = (typeof PAGES)[PageId]['pattern'];

/** The pattern declared for one page. */
export type PatternOf<Id extends PageId> = (typeof PAGES)[Id]['pattern'];

/** A route of the site: a page's pattern or the catch-all, checked as a type (client/routes.tsx). */
export type SiteRoute = PageRoute<PagePattern | '*'>;

/**
 * The route of one declared page (client/routes/<family>/pages.ts): the generated route module
 * (.generated/pages/routes.ts) is checked against the registry written beside it.
 */
export type RegisteredRoute = RegisteredRouteOf<{ [Id in PageId]: PatternOf<Id> }>;

/** What the registry says of one page. */
export interface PageRegistration {
  readonly pattern: PagePattern;
  /** Its family's folder under client/routes/. */
  readonly family: string;
  readonly sitemap?: 'fixed';
  readonly newestOf?: `/${string}`;
}

/** The declared pages in order, each with its id. */
export const PAGE_LIST: readonly (PageRegistration & { id: PageId })[] = (Object.keys(PAGES) as PageId[]).map((id) => ({
  id,
  ...(PAGES[id] as PageRegistration),
}));
