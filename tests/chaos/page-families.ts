/**
 * Every page family of the site (client/routes.tsx) with one address each, grouped for the
 * short run, and what the page needs from upstream:
 * - `required`: its content comes from upstream; with upstream down it says so (503);
 * - `optional`: it shows upstream content when it can and is whole without it (200);
 * - `none`: static copy and forms; only the footer's legal links come from upstream (200);
 * - `redirect` / `not-found`: answered the same whatever upstream does.
 */
export type Needs = 'required' | 'optional' | 'none' | 'redirect' | 'not-found';

export interface PageFamily {
  family: string;
  /** The short run (CHAOS_SHORT=1) checks the first family of each group. */
  group: string;
  path: string;
  needs: Needs;
}

export const PAGE_FAMILIES: PageFamily[] = [
  { group: 'home', family: 'home', path: '/', needs: 'required' },
  { group: 'marketing', family: 'marketing with featured publishers', path: '/what-is-nkoda-music', needs: 'optional' },
  { group: 'marketing', family: 'development partnership', path: '/development-partnership', needs: 'optional' },
  { group: 'marketing', family: 'marketing static', path: '/features', needs: 'none' },
  { group: 'marketing', family: 'made not born', path: '/made-not-born', needs: 'none' },
  { group: 'marketing', family: 'nkoda 22 fund', path: '/nkoda-22-fund', needs: 'none' },
  { group: 'marketing', family: 'representation project', path: '/representation-project', needs: 'none' },
  { group: 'work', family: 'work by slug', path: '/work/the-well-tempered-clavier-book-1-ed-000001', needs: 'required' },
  { group: 'work', family: 'work by ref', path: '/work?editionRef=ED-000001', needs: 'required' },
  { group: 'work', family: 'preview', path: '/preview?editionRef=ED-000001', needs: 'required' },
  { group: 'work', family: 'upload', path: '/upload?id=SU-4K9P2Q', needs: 'required' },
  { group: 'work', family: 'annotation', path: '/annotation?id=AN-7B20E4', needs: 'required' },
  { group: 'people', family: 'artist by slug', path: '/artists/johann-sebastian-bach', needs: 'required' },
  { group: 'people', family: 'artists index', path: '/artists?letter=B', needs: 'required' },
  { group: 'people', family: 'artist by ref', path: '/artist?artistRef=AR-0001', needs: 'required' },
  { group: 'people', family: 'publishers', path: '/publishers', needs: 'required' },
  { group: 'people', family: 'publisher by slug', path: '/publishers/g-henle-verlag', needs: 'required' },
  { group: 'people', family: 'publisher by id', path: '/publisher?publisherId=16', needs: 'required' },
  { group: 'lists', family: 'instrument', path: '/instrument?instrumentRef=IN-001', needs: 'required' },
  { group: 'lists', family: 'playlist', path: '/playlist?playlistRef=PL-0006', needs: 'required' },
  { group: 'search', family: 'search', path: '/search?q=bach', needs: 'required' },
  { group: 'search', family: 'browse', path: '/search', needs: 'required' },
  { group: 'search', family: 'institutions', path: '/institutions', needs: 'required' },
  { group: 'search', family: 'pricing', path: '/pricing', needs: 'required' },
  { group: 'blog', family: 'blog article', path: '/blog/from-manuscript-to-screen', needs: 'required' },
  { group: 'blog', family: 'blog list', path: '/blog', needs: 'required' },
  { group: 'blog', family: 'blog category', path: '/blog/category/repertoire', needs: 'required' },
  { group: 'cms', family: 'legal page', path: '/legal/privacy-policy', needs: 'required' },
  { group: 'cms', family: 'legal index', path: '/legal', needs: 'required' },
  { group: 'cms', family: 'faq', path: '/faq', needs: 'required' },
  { group: 'cms', family: 'learning spaces', path: '/learning-spaces', needs: 'required' },
  { group: 'cms', family: 'learning space event', path: '/learning-spaces/sight-reading-masterclass', needs: 'required' },
  { group: 'help', family: 'help faq', path: '/app/help/faq', needs: 'required' },
  { group: 'help', family: 'help contact form', path: '/app/help/contact', needs: 'none' },
  { group: 'help', family: 'help report form', path: '/app/help/report', needs: 'none' },
  { group: 'help', family: 'help request form', path: '/app/help/request-content', needs: 'none' },
  { group: 'help', family: 'site contact form', path: '/contact', needs: 'none' },
  { group: 'help', family: 'help entry (support chat)', path: '/app/help', needs: 'redirect' },
  { group: 'download', family: 'download', path: '/download', needs: 'none' },
  { group: 'download', family: 'download mac', path: '/download/mac', needs: 'none' },
  { group: 'not-found', family: 'not found', path: '/404', needs: 'not-found' },
];

/** The first entry of each group, in order. */
export function firstOfEachGroup<T extends { group: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.group) && seen.add(entry.group));
}

/** The families a run checks: all of them, or the first of each group in the short run. */
export const familiesToCheck = (short: boolean): PageFamily[] => (short ? firstOfEachGroup(PAGE_FAMILIES) : PAGE_FAMILIES);

/**
 * The groups whose stale copies the short run checks: a page built from two upstream families,
 * one whose reads depend on each other (work by slug), and one from the CMS.
 */
export const SHORT_WARM_GROUPS = new Set(['home', 'work', 'blog']);
