/**
 * Every page's route pattern, from the registry (shared/pages.ts). shared/paths.ts reads the
 * patterns as a type (PagePattern) so the browser ships none of them; at run time this list
 * serves the redirect table's check that each target is a page, and the tests.
 */
import { PAGE_LIST, type PagePattern } from './pages';

export const PAGE_PATTERNS: readonly PagePattern[] = PAGE_LIST.map((page) => page.pattern);

const PAGE_MATCHERS = PAGE_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i'));

/** True when a pathname (no query) is one of the site's pages, matched as the router does (any case, one trailing slash). */
export function isPagePath(pathname: string): boolean {
  return PAGE_MATCHERS.some((matcher) => matcher.test(pathname));
}
