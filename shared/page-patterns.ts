/**
 * Every page of the site as a route pattern (docs/requirements.md §2.2). shared/paths.ts reads the
 * list as a type (PagePattern) so the browser ships none of it; at run time it serves the redirect
 * table's check that each target is a page, and the test that the router serves exactly these.
 */
export const PAGE_PATTERNS = [
  '/',
  '/work/:slug',
  '/work',
  '/preview',
  '/annotation',
  '/upload',
  '/artists',
  '/artists/:slug',
  '/artist',
  '/publishers',
  '/publishers/:slug',
  '/publisher',
  '/instrument',
  '/playlist',
  '/search',
  '/institutions',
  '/pricing',
  '/blog',
  '/blog/category/:category',
  '/blog/:slug',
  '/legal',
  '/legal/:slug',
  '/faq',
  '/learning-spaces',
  '/learning-spaces/:slug',
  '/what-is-nkoda-music',
  '/features',
  '/made-not-born',
  '/nkoda-22-fund',
  '/representation-project',
  '/development-partnership',
  '/app/help',
  '/app/help/faq',
  '/app/help/contact',
  '/app/help/report',
  '/app/help/request-content',
  '/contact',
  '/download',
  '/download/mac',
  '/404',
] as const;

const PAGE_MATCHERS = PAGE_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i'));

/** True when a pathname (no query) is one of the site's pages, matched as the router does (any case, one trailing slash). */
export function isPagePath(pathname: string): boolean {
  return PAGE_MATCHERS.some((matcher) => matcher.test(pathname));
}
