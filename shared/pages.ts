/**
 * Every page of the site (docs/requirements.md §2.2), registered once, by the id its route has in
 * client/routes.tsx. A page's registration holds what is true of the page itself; the rest of the
 * code reads it from here:
 * - the route: each family's routes.ts declares a page's route by its id, and its `path` is typed
 *   as the pattern registered here (client/lib/page-route.ts), so no other value compiles;
 *   tests/unit/pages.test.ts checks that the router serves exactly these pages;
 * - the page addresses: shared/paths.ts reads the patterns as a type (PagePattern), and
 *   shared/page-patterns.ts lists them for the redirect tables' check that a target is a page;
 * - the sitemap: its child of fixed pages is the pages marked `sitemap: 'fixed'`
 *   (worker/discovery/fixed-pages.ts);
 * - the tests: the fault suite checks each page as `needs` and `group` say
 *   (tests/chaos/page-families.ts), and the browser tests walk each page
 *   (tests/e2e/route-visits.ts). Both keep their sample addresses, which are demo data, keyed by
 *   the ids here, and a unit test fails when a page has none.
 *
 * The browser's code never imports this module (only its types, which compile to nothing): the
 * worker, the build's redirect check and the tests read it. Adding a page: README.md, "Adding a page".
 */

/**
 * What a page needs from upstream, as the fault suite holds it to it:
 * - `required`: its content comes from upstream; with upstream down it says so (503);
 * - `optional`: it shows upstream content when it can and is whole without it (200);
 * - `none`: static copy and forms; only the footer's legal links come from upstream (200);
 * - `redirect` / `not-found`: answered the same whatever upstream does.
 */
export type UpstreamNeeds = 'required' | 'optional' | 'none' | 'redirect' | 'not-found';

interface PageBasics {
  /** The route pattern ('/work/:slug'), absolute, as the router matches it. */
  readonly pattern: `/${string}`;
  readonly needs: UpstreamNeeds;
  /**
   * Pages that meet upstream's faults alike: the fault suite's short run (CHAOS_SHORT=1) checks
   * one page of each group.
   */
  readonly group: string;
}

/**
 * `sitemap: 'fixed'`: one of the sitemap's fixed pages (the `pages` child), those that are not one
 * item of a list: home, the marketing and project pages, the list pages and the help area's pages.
 * Item pages are listed by their lists' sources (worker/discovery/sitemap-sources.ts), and some
 * pages not at all (search results, a visitor's own shares, addresses that leave the site).
 * `newestOf`: a fixed page that lists a CMS collection names it; its newest entry's date is the
 * page's lastmod. The others carry no date, since none comes from upstream (their copy changes
 * with a deploy, and a made-up date would mislead crawlers).
 */
type SitemapListing = { readonly sitemap?: never; readonly newestOf?: never } | { readonly sitemap: 'fixed'; readonly newestOf?: `/${string}` };

export type PageRegistration = PageBasics & SitemapListing;

/** In the order client/routes.tsx joins the route families. */
export const PAGES = {
  home: { pattern: '/', needs: 'required', group: 'home', sitemap: 'fixed' },
  // client/routes/work/
  'work-slug': { pattern: '/work/:slug', needs: 'required', group: 'work' },
  work: { pattern: '/work', needs: 'required', group: 'work' },
  preview: { pattern: '/preview', needs: 'required', group: 'work' },
  annotation: { pattern: '/annotation', needs: 'required', group: 'work' },
  upload: { pattern: '/upload', needs: 'required', group: 'work' },
  // client/routes/people/
  artists: { pattern: '/artists', needs: 'required', group: 'people', sitemap: 'fixed' },
  'artist-by-slug': { pattern: '/artists/:slug', needs: 'required', group: 'people' },
  'artist-by-ref': { pattern: '/artist', needs: 'required', group: 'people' },
  publishers: { pattern: '/publishers', needs: 'required', group: 'people', sitemap: 'fixed' },
  'publisher-by-slug': { pattern: '/publishers/:slug', needs: 'required', group: 'people' },
  'publisher-by-id': { pattern: '/publisher', needs: 'required', group: 'people' },
  // client/routes/instrument/, client/routes/playlist/
  instrument: { pattern: '/instrument', needs: 'required', group: 'lists' },
  playlist: { pattern: '/playlist', needs: 'required', group: 'lists' },
  // client/routes/search/, client/routes/institutions/, client/routes/pricing/
  search: { pattern: '/search', needs: 'required', group: 'search' },
  institutions: { pattern: '/institutions', needs: 'required', group: 'search', sitemap: 'fixed' },
  pricing: { pattern: '/pricing', needs: 'required', group: 'search', sitemap: 'fixed' },
  // client/routes/blog/
  blog: { pattern: '/blog', needs: 'required', group: 'blog', sitemap: 'fixed', newestOf: '/blog-articles' },
  'blog-category': { pattern: '/blog/category/:category', needs: 'required', group: 'blog' },
  'blog-article': { pattern: '/blog/:slug', needs: 'required', group: 'blog' },
  // client/routes/cms-pages/
  legal: { pattern: '/legal', needs: 'required', group: 'cms', sitemap: 'fixed', newestOf: '/legal-pages' },
  'legal-page': { pattern: '/legal/:slug', needs: 'required', group: 'cms' },
  faq: { pattern: '/faq', needs: 'required', group: 'cms', sitemap: 'fixed', newestOf: '/faq-pages' },
  'learning-spaces': { pattern: '/learning-spaces', needs: 'required', group: 'cms', sitemap: 'fixed', newestOf: '/learning-spaces-events' },
  'learning-space-event': { pattern: '/learning-spaces/:slug', needs: 'required', group: 'cms' },
  // client/routes/marketing/
  'what-is-nkoda-music': { pattern: '/what-is-nkoda-music', needs: 'optional', group: 'marketing', sitemap: 'fixed' },
  features: { pattern: '/features', needs: 'none', group: 'marketing', sitemap: 'fixed' },
  'made-not-born': { pattern: '/made-not-born', needs: 'none', group: 'marketing', sitemap: 'fixed' },
  'nkoda-22-fund': { pattern: '/nkoda-22-fund', needs: 'none', group: 'marketing', sitemap: 'fixed' },
  'representation-project': { pattern: '/representation-project', needs: 'none', group: 'marketing', sitemap: 'fixed' },
  'development-partnership': { pattern: '/development-partnership', needs: 'optional', group: 'marketing', sitemap: 'fixed' },
  // client/routes/help/: the help area's entry sends the visitor to the support chat when one is configured.
  help: { pattern: '/app/help', needs: 'redirect', group: 'help' },
  'help-faq': { pattern: '/app/help/faq', needs: 'required', group: 'help', sitemap: 'fixed' },
  'help-contact': { pattern: '/app/help/contact', needs: 'none', group: 'help', sitemap: 'fixed' },
  'help-report': { pattern: '/app/help/report', needs: 'none', group: 'help', sitemap: 'fixed' },
  'help-request-content': { pattern: '/app/help/request-content', needs: 'none', group: 'help', sitemap: 'fixed' },
  contact: { pattern: '/contact', needs: 'none', group: 'help', sitemap: 'fixed' },
  // client/routes/download/
  download: { pattern: '/download', needs: 'none', group: 'download', sitemap: 'fixed' },
  'download-mac': { pattern: '/download/mac', needs: 'none', group: 'download', sitemap: 'fixed' },
  // Where a first visit to an unknown address is sent (client/routes.tsx; its loader always throws a 404).
  'not-found': { pattern: '/404', needs: 'not-found', group: 'not-found' },
} as const satisfies Readonly<Record<string, PageRegistration>>;

/** A registered page's id: its route's id in client/routes.tsx. */
export type PageId = keyof typeof PAGES;

/** A page's route pattern ('/work/:slug'). */
export type PagePattern = (typeof PAGES)[PageId]['pattern'];

/** The pattern registered for one page. */
export type PatternOf<Id extends PageId> = (typeof PAGES)[Id]['pattern'];

/** The registered pages in order, each with its id. */
export const PAGE_LIST: readonly (PageRegistration & { id: PageId; pattern: PagePattern })[] = (Object.keys(PAGES) as PageId[]).map((id) => ({
  id,
  ...PAGES[id],
}));
