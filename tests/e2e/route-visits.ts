import type { APIRequestContext } from '@playwright/test';
import { E2E_UPSTREAM_URL } from '../../playwright.config';
import { ANNOTATIONS, UPLOADS } from '../../demo-upstream/src/extras';
import { expect } from './fixtures';
import { DOWNLOAD_PATHS, HELP_PATHS } from '../../shared/paths';

/**
 * Every route of client/routes.tsx as a visitor reaches it, with a concrete address: the axe walk
 * (every-route.spec.ts) and the HTML checker (valid-html.spec.ts) visit the same pages.
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

export const ROUTES: readonly RouteVisit[] = [
  { route: 'home', address: '/', openMenu: true },
  // Catalogue
  { route: 'work-slug', address: FIRST_WORK, openMenu: true },
  { route: 'work-slug (shared annotation)', address: async (request) => `${await FIRST_WORK(request)}?shareRef=${ANNOTATIONS[0]!.shareRef}` },
  { route: 'work', address: async (request) => (await linkOn(await FIRST_WORK(request), /^\/preview\?editionRef=/)(request)).replace('/preview', '/work') },
  { route: 'preview', address: async (request) => linkOn(await FIRST_WORK(request), /^\/preview\?editionRef=/)(request) },
  { route: 'annotation', address: `/annotation?id=${ANNOTATIONS[0]!.shareRef}` },
  { route: 'upload', address: `/upload?id=${UPLOADS[0]!.shareId}` },
  { route: 'artists', address: '/artists' },
  { route: 'artists (a letter)', address: linkOn('/artists', /^\/artists\?letter=[A-Z]$/) },
  { route: 'artist-by-slug', address: FIRST_ARTIST },
  {
    route: 'artist-by-ref',
    address: async (request) =>
      fromUpstream(`/v4/promotion/artistbyslug?slug=${lastSegment(await FIRST_ARTIST(request))}`, (a) => `/artist?artistRef=${a.artistRef}`)(),
  },
  { route: 'publishers', address: '/publishers' },
  { route: 'publisher-by-slug', address: FIRST_PUBLISHER },
  {
    route: 'publisher-by-id',
    address: async (request) =>
      fromUpstream(`/v4/promotion/publisher/${lastSegment(await FIRST_PUBLISHER(request))}`, (p) => `/publisher?publisherId=${p.publisherId}`)(),
  },
  { route: 'instrument', address: async (request) => linkOn(await FIRST_WORK(request), /^\/instrument\?instrumentRef=/)(request) },
  { route: 'playlist', address: async (request) => linkOn(await FIRST_ARTIST(request), /^\/playlist\?playlistRef=/)(request) },
  { route: 'search', address: '/search?q=bach' },
  { route: 'search (no results)', address: '/search?q=zzqxv' },
  { route: 'institutions', address: '/institutions' },
  { route: 'pricing', address: '/pricing' },
  { route: 'pricing (a plan link)', address: '/pricing?productId=prod_standard&planId=plan_standard_annual&discount=WELCOME10' },
  // A return without a session id: the outcome panel, with no completion request to log a 404.
  { route: 'pricing (a checkout return)', address: '/pricing?checkout=complete' },
  // Content service
  { route: 'blog', address: '/blog' },
  { route: 'blog-category', address: linkOn('/blog', /^\/blog\/category\/[a-z0-9-]+$/) },
  { route: 'blog-article', address: linkOn('/blog', /^\/blog\/(?!category\/)[a-z0-9-]+$/), openMenu: true },
  { route: 'legal', address: '/legal' },
  { route: 'legal-page', address: linkOn('/legal', /^\/legal\/[a-z0-9-]+$/) },
  { route: 'faq', address: '/faq' },
  { route: 'learning-spaces', address: '/learning-spaces' },
  { route: 'learning-space-event', address: linkOn('/learning-spaces', /^\/learning-spaces\/[a-z0-9-]+$/) },
  // Marketing
  { route: 'what-is-nkoda-music', address: '/what-is-nkoda-music' },
  { route: 'features', address: '/features' },
  { route: 'made-not-born', address: '/made-not-born' },
  { route: 'nkoda-22-fund', address: '/nkoda-22-fund' },
  { route: 'representation-project', address: '/representation-project' },
  { route: 'development-partnership', address: '/development-partnership' },
  // Help area (its home, /app/help, opens the support chat: see the last test) and contact
  { route: 'help-faq', address: HELP_PATHS.faq },
  { route: 'help-faq (a category)', address: linkOn(HELP_PATHS.faq, /^\/app\/help\/faq\?category=\d+$/) },
  { route: 'help-faq (a topic)', address: async (request) => linkOn(await linkOn(HELP_PATHS.faq, /^\/app\/help\/faq\?category=\d+$/)(request), /^\/app\/help\/faq\?category=\d+&topic=\d+$/)(request) },
  { route: 'help-contact', address: HELP_PATHS.contact },
  { route: 'help-report', address: HELP_PATHS.report },
  { route: 'help-request-content', address: HELP_PATHS.requestContent },
  { route: 'contact', address: HELP_PATHS.siteContact },
  // Apps
  { route: 'download', address: DOWNLOAD_PATHS.index },
  { route: 'download-mac', address: DOWNLOAD_PATHS.mac },
  // Not found: the page itself, and an unknown address (redirected to it)
  { route: 'not-found', address: '/404', status: 404 },
  { route: 'catch-all', address: '/no-such-page-here', status: 404 },
];
