import { PAGE_LIST } from '../../shared/pages';

interface FixedPage {
  path: string;
  /** The CMS collection this page lists: its newest entry's date is the page's lastmod. */
  newestOf?: string;
}

/**
 * The site's pages that are not one item of a list (docs/requirements.md §2.2): those registered
 * with `sitemap: 'fixed'` in shared/pages.ts, which says why some carry a date and others none.
 * A fixed page has no route parameter, so its pattern is its address.
 */
export const FIXED_PAGES: readonly FixedPage[] = PAGE_LIST.filter((page) => page.sitemap === 'fixed').map((page) => ({
  path: page.pattern,
  newestOf: page.newestOf,
}));
