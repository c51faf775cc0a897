import type { APIRequestContext } from '@playwright/test';
import { E2E_UPSTREAM_URL } from '../../playwright.config';
import { ANNOTATIONS, UPLOADS } from '../../demo-upstream/src/extras';
import { expect } from './fixtures';
import { DOWNLOAD_PATHS, HELP_PATHS } from '../../shared/paths';
import { PAGES, type PageId } from '../../shared/pages';

/**
 * Every route of client/routes.tsx as a visitor reaches it, with a concrete address: the axe walk
 * (every-route.spec.ts), the HTML checker (valid-html.spec.ts) and the other walks that import
 * ROUTES visit the same pages.
 */

/** How a route's concrete address is found: fixed, or read from the site's pages or the demo upstream. */
export type Address = string | ((request: APIRequestContext) => Promise<string>);

export interface RouteVisit {
  /** The route's id in client/routes.tsx (and a variant when one route has several views). */
  route: string;
  address: Address;
  status?: number;
  /**
   * Also check the header with the phone menu open. Its look (background, text colour) depends
   * only on the path's header rule (client/lib/header-rules.ts), so one route of each look does.
   */
  openMenu?: boolean;
}

/** The first link on `from` whose address matches `pattern` (the site's own markup names the slugs). */
export const linkOn = (from: string, pattern: RegExp) => async (request: APIRequestContext) => {
  const html = await (await request.get(from)).text();
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    const address = href!.replaceAll('&amp;', '&');
    if (pattern.test(address)) return address;
  }
  throw new Error(`no link matching ${pattern} on ${from}`);
};

/** A field of a demo-upstream answer, turned into a site address. */
const fromUpstream = (path: string, toAddress: (body: Record<string, unknown>) => string) => async () => {
  const response = await fetch(`${E2E_UPSTREAM_URL}${path}`);
  expect(response.ok, path).toBe(true);
  return toAddress((await response.json()) as Record<string, unknown>);
};

/** Slug of a site address such as /artists/{slug}. */
const lastSegment = (address: string) => address.split('/').pop()!;

const FIRST_WORK = linkOn('/', /^\/work\/[a-z0-9-]+$/);
const FIRST_ARTIST = linkOn('/search?q=bach', /^\/artists\/[a-z0-9-]+$/);
const FIRST_PUBLISHER = linkOn('/publishers', /^\/publishers\/[a-z0-9-]+$/);

/** A page's address for the walk, and what to check there beside what every-route.spec.ts always checks. */
interface Visit {
  /** A second view of the same page ("shared annotation"): the test is named `<page id> (<view>)`. */
  view?: string;
  address: Address;
  openMenu?: boolean;
}

/**
 * The walk's addresses of every registered page (shared/pages.ts), keyed by its id, in the order
 * the walk takes them. A page registered without an entry here is a type error, and
 * tests/unit/pages.test.ts fails on one with none (the help area's entry alone has none: see below).
 */
const VISITS: { readonly [Id in PageId]: readonly Visit[] } = {
  home: [{ address: '/', openMenu: true }],
  // Catalogue
  'work-slug': [
    { address: FIRST_WORK, openMenu: true },
    { view: 'shared annotation', address: async (request) => `${await FIRST_WORK(request)}?shareRef=${ANNOTATIONS[0]!.shareRef}` },
  ],
  work: [{ address: async (request) => (await linkOn(await FIRST_WORK(request), /^\/preview\?editionRef=/)(request)).replace('/preview', '/work') }],
  preview: [{ address: async (request) => linkOn(await FIRST_WORK(request), /^\/preview\?editionRef=/)(request) }],
  annotation: [{ address: `/annotation?id=${ANNOTATIONS[0]!.shareRef}` }],
  upload: [{ address: `/upload?id=${UPLOADS[0]!.shareId}` }],
  artists: [{ address: '/artists' }, { view: 'a letter', address: linkOn('/artists', /^\/artists\?letter=[A-Z]$/) }],
  'artist-by-slug': [{ address: FIRST_ARTIST }],
  'artist-by-ref': [
    {
      address: async (request) =>
        fromUpstream(`/v4/promotion/artistbyslug?slug=${lastSegment(await FIRST_ARTIST(request))}`, (a) => `/artist?artistRef=${a.artistRef}`)(),
    },
  ],
  publishers: [{ address: '/publishers' }],
  'publisher-by-slug': [{ address: FIRST_PUBLISHER }],
  'publisher-by-id': [
    {
      address: async (request) =>
        fromUpstream(`/v4/promotion/publisher/${lastSegment(await FIRST_PUBLISHER(request))}`, (p) => `/publisher?publisherId=${p.publisherId}`)(),
    },
  ],
  instrument: [{ address: async (request) => linkOn(await FIRST_WORK(request), /^\/instrument\?instrumentRef=/)(request) }],
  playlist: [{ address: async (request) => linkOn(await FIRST_ARTIST(request), /^\/playlist\?playlistRef=/)(request) }],
  search: [{ address: '/search?q=bach' }, { view: 'no results', address: '/search?q=zzqxv' }],
  institutions: [{ address: '/institutions' }],
  pricing: [
    { address: '/pricing' },
    { view: 'a plan link', address: '/pricing?productId=prod_standard&planId=plan_standard_annual&discount=WELCOME10' },
    // A return without a session id: the outcome panel, with no completion request to log a 404.
    { view: 'a checkout return', address: '/pricing?checkout=complete' },
  ],
  // Content service
  blog: [{ address: '/blog' }],
  'blog-category': [{ address: linkOn('/blog', /^\/blog\/category\/[a-z0-9-]+$/) }],
  'blog-article': [{ address: linkOn('/blog', /^\/blog\/(?!category\/)[a-z0-9-]+$/), openMenu: true }],
  legal: [{ address: '/legal' }],
  'legal-page': [{ address: linkOn('/legal', /^\/legal\/[a-z0-9-]+$/) }],
  faq: [{ address: '/faq' }],
  'learning-spaces': [{ address: '/learning-spaces' }],
  'learning-space-event': [{ address: linkOn('/learning-spaces', /^\/learning-spaces\/[a-z0-9-]+$/) }],
  // Marketing
  'what-is-nkoda-music': [{ address: '/what-is-nkoda-music' }],
  features: [{ address: '/features' }],
  'made-not-born': [{ address: '/made-not-born' }],
  'nkoda-22-fund': [{ address: '/nkoda-22-fund' }],
  'representation-project': [{ address: '/representation-project' }],
  'development-partnership': [{ address: '/development-partnership' }],
  // Help area and contact. Its home opens the support chat while one is configured, as here: the
  // last test of every-route.spec.ts checks that, and page-states-a11y.spec.ts walks the page a
  // chatless deployment shows.
  help: [],
  'help-faq': [
    { address: HELP_PATHS.faq },
    { view: 'a category', address: linkOn(HELP_PATHS.faq, /^\/app\/help\/faq\?category=\d+$/) },
    {
      view: 'a topic',
      address: async (request) =>
        linkOn(await linkOn(HELP_PATHS.faq, /^\/app\/help\/faq\?category=\d+$/)(request), /^\/app\/help\/faq\?category=\d+&topic=\d+$/)(request),
    },
  ],
  'help-contact': [{ address: HELP_PATHS.contact }],
  'help-report': [{ address: HELP_PATHS.report }],
  'help-request-content': [{ address: HELP_PATHS.requestContent }],
  contact: [{ address: HELP_PATHS.siteContact }],
  // Apps
  download: [{ address: DOWNLOAD_PATHS.index }],
  'download-mac': [{ address: DOWNLOAD_PATHS.mac }],
  // Not found: the page itself (a 404, as its registration says), then an unknown address below.
  'not-found': [{ address: '/404' }],
};

/** The visits of VISITS, named `<page id>` or `<page id> (<view>)`, then an unknown address (the catch-all route, redirected to /404). */
export const ROUTES: readonly RouteVisit[] = [
  ...(Object.keys(VISITS) as PageId[]).flatMap((page) =>
    VISITS[page].map(
      ({ view, ...visit }): RouteVisit => ({
        route: view ? `${page} (${view})` : page,
        ...visit,
        ...(PAGES[page].needs === 'not-found' ? { status: 404 } : {}),
      }),
    ),
  ),
  { route: 'catch-all', address: '/no-such-page-here', status: 404 },
];
