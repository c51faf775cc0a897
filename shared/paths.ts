/**
 * Every address of the site's pages (docs/requirements.md §2.2), from the patterns registered in
 * shared/pages.ts: links, breadcrumbs, header rules, sitemaps and redirect checks build addresses
 * with `href()`, so a page's address is written once and a typo in a pattern is a type error.
 * `href()` has the shape of React Router's own (framework mode), so a later move can swap the
 * import. The patterns are a type here, so the browser ships none of them.
 */
import type { PagePattern } from './pages';

/** A page's route pattern ('/work/:slug'), registered in shared/pages.ts and read here as a type only. */
export type { PagePattern };

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : never;

/** A page's address: its pattern with each `:param` URL-encoded into place. */
export function href<P extends PagePattern>(pattern: P, ...args: ParamsOf<P> extends never ? [] : [params: ParamsOf<P>]): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
}

/** An address with query values, skipping those left undefined ("?" only when one is set). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))}`;
}

/**
 * A concrete address of a page: its pattern with each `:param` filled. The fixed addresses below
 * are written as literals checked against it (`satisfies`), so they cost the browser nothing
 * beyond the strings themselves and still fail to compile when no page has that address.
 */
type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Filled<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
export type PageAddress = Filled<PagePattern>;

/** Internal addresses the layout links to. */
export const LAYOUT_PATHS = {
  home: '/',
  whatIsNkoda: '/what-is-nkoda-music',
  madeNotBorn: '/made-not-born',
  developmentPartnership: '/development-partnership',
  blog: '/blog',
  institutions: '/institutions',
  learningSpaces: '/learning-spaces',
  features: '/features',
  pricing: '/pricing',
  artists: '/artists',
  publishers: '/publishers',
  contact: '/contact',
  download: '/download',
  cookiePolicy: '/legal/cookie-policy',
} as const satisfies Record<string, PageAddress>;

/** The Help area's pages and the legal pages its forms link to. */
export const HELP_PATHS = {
  home: '/app/help',
  faq: '/app/help/faq',
  contact: '/app/help/contact',
  report: '/app/help/report',
  requestContent: '/app/help/request-content',
  /** The contact page in the main layout. */
  siteContact: '/contact',
  terms: '/legal/end-user-licence-agreement',
  privacy: '/legal/privacy-policy',
} as const satisfies Record<string, PageAddress>;

export const DOWNLOAD_PATHS = { index: '/download', mac: '/download/mac' } as const satisfies Record<string, PageAddress>;

/** A legal page from the content service, addressed by its slug. */
export const legalPagePath = (slug: string) => href('/legal/:slug', { slug });

export const blogPaths = {
  index: href('/blog'),
  category: (slug: string) => href('/blog/category/:category', { category: slug }),
  article: (slug: string) => href('/blog/:slug', { slug }),
};

/** A learning-spaces event. */
export const eventPath = (slug: string) => href('/learning-spaces/:slug', { slug });

/** Catalogue item pages by slug (the site's own links) and an edition's preview by ref. */
export const workPath = (slug: string) => href('/work/:slug', { slug });
export const compositionPath = (slug: string) => href('/composition/:slug', { slug });
export const artistPath = (slug: string) => href('/artists/:slug', { slug });
export const publisherPath = (slug: string) => href('/publishers/:slug', { slug });
export const previewPath = (editionRef: string) => withQuery(href('/preview'), { editionRef });
export const instrumentPath = (instrumentRef: string) => withQuery(href('/instrument'), { instrumentRef });
export const playlistPath = (playlistRef: string) => withQuery(href('/playlist'), { playlistRef });

/** Address of one letter of the artists index. */
export const letterPath = (letter: string) => withQuery(href('/artists'), { letter });

/**
 * The help FAQ's views live in the address (server-rendered, reloadable, Back works): `category`
 * and `topic` are 1-based positions in DisplayOrder, the same numbers the page shows.
 */
export const helpFaqPath = (category?: number, topic?: number) =>
  withQuery(href('/app/help/faq'), { category, topic: category === undefined ? undefined : topic });

/** The contact page with its enquiry chosen (the institutions and partnership pages link it). */
export const contactEnquiryPath = (enquiry: string) => withQuery(href('/contact'), { enquiry });

/** The search results page. */
export const SEARCH_PATH = '/search' satisfies PageAddress;

/**
 * Header looks by path prefix (docs/requirements.md §2.1.1), compared literally with startsWith as
 * the requirements word them. '/instruments' and '/part' are named there for pages this site does
 * not have yet.
 */
export const HEADER_PREFIXES = {
  white: ['/artist', '/publisher', '/work', '/instruments', '/instrument', '/playlist', '/upload', '/part', '/annotation', '/preview', '/download'],
  blackText: ['/learning-spaces/', '/blog/'],
  blackTextExcluded: ['/blog/category/'],
} as const satisfies Record<string, readonly (PagePattern | `${PagePattern}/${string}` | '/instruments' | '/part')[]>;
