import type { PagePattern } from './paths';

/**
 * Every page pattern of shared/paths.ts as a list, for what runs outside the browser: the
 * redirect table's check that each target is a page, and the test that the router serves exactly
 * these. (A list in shared/paths.ts would ship in every page's first-load JavaScript.)
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
] as const satisfies readonly PagePattern[];

// Fails to compile when a pattern of the PagePattern type is missing from the list.
type Missing = Exclude<PagePattern, (typeof PAGE_PATTERNS)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

const PAGE_MATCHERS = PAGE_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i'));

/** True when a pathname (no query) is one of the site's pages, matched as the router does (any case, one trailing slash). */
export function isPagePath(pathname: string): boolean {
  return PAGE_MATCHERS.some((matcher) => matcher.test(pathname));
}
