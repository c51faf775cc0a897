import { PAGES, type PageId, type UpstreamNeeds } from '../../shared/pages';

/** An address of a page, named for the test titles. */
interface Sample {
  family: string;
  path: string;
}

/**
 * One address or more of every registered page (shared/pages.ts) in the demo catalogue, in the
 * order the suite checks them; the short run (CHAOS_SHORT=1) checks the first of each group. What
 * a page needs from upstream, and its group, are the page's own: its registration says. A page
 * registered without an entry here is a type error, and tests/unit/pages.test.ts fails on one
 * with no address.
 */
export const SAMPLES: { readonly [Id in PageId]: readonly Sample[] } = {
  home: [{ family: 'home', path: '/' }],
  'what-is-nkoda-music': [{ family: 'marketing with featured publishers', path: '/what-is-nkoda-music' }],
  'development-partnership': [{ family: 'development partnership', path: '/development-partnership' }],
  features: [{ family: 'marketing static', path: '/features' }],
  'made-not-born': [{ family: 'made not born', path: '/made-not-born' }],
  'nkoda-22-fund': [{ family: 'nkoda 22 fund', path: '/nkoda-22-fund' }],
  'representation-project': [{ family: 'representation project', path: '/representation-project' }],
  'work-slug': [{ family: 'work by slug', path: '/work/the-well-tempered-clavier-book-1-ed-000001' }],
  work: [{ family: 'work by ref', path: '/work?editionRef=ED-000001' }],
  preview: [{ family: 'preview', path: '/preview?editionRef=ED-000001' }],
  upload: [{ family: 'upload', path: '/upload?id=SU-4K9P2Q' }],
  annotation: [{ family: 'annotation', path: '/annotation?id=AN-7B20E4' }],
  'artist-by-slug': [{ family: 'artist by slug', path: '/artists/johann-sebastian-bach' }],
  artists: [{ family: 'artists index', path: '/artists?letter=B' }],
  'artist-by-ref': [{ family: 'artist by ref', path: '/artist?artistRef=AR-0001' }],
  publishers: [{ family: 'publishers', path: '/publishers' }],
  'publisher-by-slug': [{ family: 'publisher by slug', path: '/publishers/g-henle-verlag' }],
  'publisher-by-id': [{ family: 'publisher by id', path: '/publisher?publisherId=16' }],
  instrument: [{ family: 'instrument', path: '/instrument?instrumentRef=IN-001' }],
  playlist: [{ family: 'playlist', path: '/playlist?playlistRef=PL-0006' }],
  search: [
    { family: 'search', path: '/search?q=bach' },
    { family: 'browse', path: '/search' },
  ],
  institutions: [{ family: 'institutions', path: '/institutions' }],
  pricing: [{ family: 'pricing', path: '/pricing' }],
  'blog-article': [{ family: 'blog article', path: '/blog/from-manuscript-to-screen' }],
  blog: [{ family: 'blog list', path: '/blog' }],
  'blog-category': [{ family: 'blog category', path: '/blog/category/repertoire' }],
  'legal-page': [{ family: 'legal page', path: '/legal/privacy-policy' }],
  legal: [{ family: 'legal index', path: '/legal' }],
  faq: [{ family: 'faq', path: '/faq' }],
  'learning-spaces': [{ family: 'learning spaces', path: '/learning-spaces' }],
  'learning-space-event': [{ family: 'learning space event', path: '/learning-spaces/sight-reading-masterclass' }],
  'help-faq': [{ family: 'help faq', path: '/app/help/faq' }],
  'help-contact': [{ family: 'help contact form', path: '/app/help/contact' }],
  'help-report': [{ family: 'help report form', path: '/app/help/report' }],
  'help-request-content': [{ family: 'help request form', path: '/app/help/request-content' }],
  contact: [{ family: 'site contact form', path: '/contact' }],
  help: [{ family: 'help entry (support chat)', path: '/app/help' }],
  download: [{ family: 'download', path: '/download' }],
  'download-mac': [{ family: 'download mac', path: '/download/mac' }],
  'not-found': [{ family: 'not found', path: '/404' }],
};

export interface PageFamily extends Sample {
  /** The registered page the address is one of. */
  page: PageId;
  /** The short run (CHAOS_SHORT=1) checks the first family of each group. */
  group: string;
  needs: UpstreamNeeds;
}

/** Every sample with its page's group and needs, in the order of SAMPLES. */
export const PAGE_FAMILIES: PageFamily[] = (Object.keys(SAMPLES) as PageId[]).flatMap((page) =>
  SAMPLES[page].map((sample) => ({ ...sample, page, group: PAGES[page].group, needs: PAGES[page].needs })),
);

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
