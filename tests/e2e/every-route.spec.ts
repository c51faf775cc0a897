import type { APIRequestContext, Page } from '@playwright/test';
import type { RouteObject } from 'react-router';
import { routes } from '../../client/routes';
import { E2E_UPSTREAM_URL } from '../../playwright.config';
import { HEADER_TEXT, UNAVAILABLE_TEXT } from '../../client/components/layout/strings';
import { ANNOTATIONS, UPLOADS } from '../upstream/extras';
import { axeViolations, expect, fakeSupportChat, hydrated, pageViolations, test } from './fixtures';
import { DOWNLOAD_PATHS, HELP_PATHS } from '../../shared/paths';

/**
 * Issue 8, items 4 and 5: every route of client/routes.tsx, loaded as a visitor would, at a
 * phone and a desktop width. Axe checks the whole page (shell, menus, cookie bar, main) against
 * WCAG 2.1 A/AA, and the page may log no CSP violation, console error or warning.
 *
 * The site runs as the browser tests start it: analytics on (playwright.config.ts sets
 * ANALYTICS_KEY; each page must send its page view) and the support chat on (wrangler.toml's
 * SUPPORT_CHAT_URL, which start.mjs leaves as it is; a stand-in widget is on every page, as a
 * deployment's chat script would be).
 */

const WIDTHS = [
  { label: '375 px', width: 375, height: 812 },
  { label: '1280 px', width: 1280, height: 800 },
] as const;
const PHONE = WIDTHS[0];
const MENU_OPEN = `${PHONE.label}, menu open`;

/** How a route's concrete address is found: fixed, or read from the site's pages or the demo upstream. */
type Address = string | ((request: APIRequestContext) => Promise<string>);

interface RouteVisit {
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
const linkOn = (from: string, pattern: RegExp) => async (request: APIRequestContext) => {
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

const ROUTES: readonly RouteVisit[] = [
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

/** Counts the page views the page sends to analytics. */
function countPageViews(page: Page): { count: number } {
  const views = { count: 0 };
  page.on('request', (request) => {
    if (request.url() === 'https://plausible.io/api/event' && request.postData()?.includes('"n":"pageview"')) views.count += 1;
  });
  return views;
}

/** Axe over the header with the phone menu open (then closed again). */
async function openMenuViolations(page: Page): Promise<string[]> {
  const toggle = page.getByRole('banner').getByRole('button', { name: HEADER_TEXT.menu });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const found = await axeViolations(page, 'header');
  await toggle.click();
  return found;
}

/**
 * Axe over the whole page at each width (resized in place: one load for both), and when asked
 * over the header with the phone menu open.
 */
async function violationsAtEachWidth(page: Page, openMenu = false): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const { label, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    found[label] = await pageViolations(page);
    if (openMenu && width === PHONE.width) found[MENU_OPEN] = await openMenuViolations(page);
  }
  return found;
}

const none = (openMenu = false): Record<string, string[]> => ({
  ...Object.fromEntries(WIDTHS.map(({ label }) => [label, []])),
  ...(openMenu ? { [MENU_OPEN]: [] } : {}),
});

test.describe('every route at 375 px and 1280 px', () => {
  for (const visit of ROUTES) {
    test(`${visit.route}: no axe violation, no CSP violation, no console error`, async ({ page, consoleLog, request }) => {
      const path = typeof visit.address === 'string' ? visit.address : await visit.address(request);
      await fakeSupportChat(page);
      const views = countPageViews(page);
      await page.setViewportSize(WIDTHS[0]);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(visit.status ?? 200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await violationsAtEachWidth(page, visit.openMenu), path).toEqual(none(visit.openMenu));
      expect(consoleLog.problems, path).toEqual([]);
      expect(views.count, `${path} sends its page view`).toBeGreaterThan(0);
    });
  }

  test('upstream-error page (a client navigation whose data request fails)', async ({ page, consoleLog }) => {
    await fakeSupportChat(page);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/publishers');
    await hydrated(page);
    // From now on every data request answers as the BFF does when the upstream cannot be reached
    // (worker/api/read-proxy.ts). The demo upstream's faults are not used: they are one setting
    // shared by every spec file running at the same time.
    await page.route('**/api/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"upstream"}' }));
    await page.locator('main a[href^="/publishers/"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE_TEXT.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsAtEachWidth(page)).toEqual(none());
    // Chromium logs each refused data request; nothing else may show.
    expect(consoleLog.problems.filter((p) => !/status of 503 .*\/api\//.test(p))).toEqual([]);
  });

  test('the walk visits every route of client/routes.tsx', () => {
    const ids = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path !== undefined || r.index ? [r.id!] : []), ...ids(r.children ?? [])]);
    const visited = new Set(ROUTES.map((visit) => visit.route.replace(/ \(.*\)$/, '')));
    // The help home redirects to the support chat while one is configured (as here): the test
    // below checks that, and page-states-a11y.spec.ts walks the page a chatless deployment shows.
    visited.add('help');
    expect(ids(routes).filter((id) => id !== 'root').sort()).toEqual([...visited].sort());
  });

  test('help home opens the configured support chat, so the walk ran with the chat on', async ({ request }) => {
    const response = await request.get(HELP_PATHS.home, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^https:\/\//);
  });
});
