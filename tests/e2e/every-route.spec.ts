import type { Page } from '@playwright/test';
import type { RouteObject } from 'react-router';
import { routes } from '../../client/routes';
import { HEADER_TEXT, UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { axeViolations, expect, fakeSupportChat, hydrated, networkQuiet, pageViolations, test, isAnalytics, watchApi } from './fixtures';
import { HELP_PATHS } from '../../shared/paths';
import { ROUTES } from './route-visits';
import { none as noViolations, violationsOnRoute, watchViolations, withoutLocalNetworkChecks } from './policy-violations';

/**
 * Issue 8, items 4 and 5: every route of client/routes.tsx, loaded as a visitor would, at a
 * phone and a desktop width. Axe checks the whole page (layout, menus, cookie bar, main) against
 * WCAG 2.1 A/AA, and the page may log no CSP violation, console error or warning, nor read the
 * BFF while it hydrates (hydration.spec.ts loads the views the walk does not). Then, on the
 * same load (issue 32, point 9; one walk since issue 45): both islands woken, a
 * navigation away and Back, with no CSP or Trusted Types violation seen in the page or reported
 * (./policy-violations.ts).
 *
 * The site runs as the browser tests start it: analytics on (playwright.config.ts sets
 * ANALYTICS_KEY; each page must send its page view) and the support chat on (wrangler.toml's
 * SUPPORT_CHAT_URL, which start.mjs leaves as it is; a stand-in widget is on every page from the
 * start, and Contact and Report load playwright.config.ts's SUPPORT_CHAT_WIDGET_URL, answered by
 * the stand-in script of fixtures.ts).
 */

const WIDTHS = [
  { label: '375 px', width: 375, height: 812 },
  { label: '1280 px', width: 1280, height: 800 },
] as const;
const PHONE = WIDTHS[0];
const MENU_OPEN = `${PHONE.label}, menu open`;

/** Counts the page views the page sends to analytics. */
function countPageViews(page: Page): { count: number } {
  const views = { count: 0 };
  page.on('request', (request) => {
    if (isAnalytics(request.url()) && request.postData()?.includes('"n":"pageview"')) views.count += 1;
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

test.use(withoutLocalNetworkChecks);

test.describe('every route at 375 px and 1280 px', () => {
  for (const visit of ROUTES) {
    test(`${visit.route}: no axe violation, no console error; no CSP violation through a navigation away and Back`, async ({
      page,
      consoleLog,
      request,
      baseURL,
    }) => {
      const path = typeof visit.address === 'string' ? visit.address : await visit.address(request);
      const seen = await watchViolations(page, baseURL!);
      await fakeSupportChat(page);
      const views = countPageViews(page);
      const api = watchApi(page, baseURL!);
      await page.setViewportSize(WIDTHS[0]);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(visit.status ?? 200);
      await hydrated(page);
      await networkQuiet(page);
      expect(api, `${path} hydrates from the server's data, with no request`).toEqual([]);
      expect(await violationsAtEachWidth(page, visit.openMenu), path).toEqual(none(visit.openMenu));
      // A 404 document that the violation watch fulfilled itself (./policy-violations.ts) is logged
      // by Chromium as a failed load; nothing else may be.
      const ownStatus = (problem: string) => visit.status === 404 && problem.includes('status of 404') && problem.endsWith(`${path})`);
      expect(
        consoleLog.problems.filter((problem) => !ownStatus(problem)),
        path,
      ).toEqual([]);
      expect(views.count, `${path} sends its page view`).toBeGreaterThan(0);
      expect(await violationsOnRoute(page, seen, path), path).toEqual(noViolations);
    });
  }

  test('upstream-error page (a client navigation whose data request fails)', async ({ page, consoleLog }) => {
    await fakeSupportChat(page);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/publishers');
    await hydrated(page);
    // From now on every page data request fails as the worker's would if it could not answer.
    // The demo upstream's faults are not used: they are one setting shared by every spec file
    // running at the same time.
    await page.route(
      (url) => url.pathname.endsWith('/__data'),
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"upstream"}' }),
    );
    await page.locator('main a[href^="/publishers/"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE_TEXT.title })).toBeVisible();
    await networkQuiet(page);
    expect(await violationsAtEachWidth(page)).toEqual(none());
    // Chromium logs each refused data request; nothing else may show.
    expect(consoleLog.problems.filter((p) => !/status of 503 .*\/__data/.test(p))).toEqual([]);
  });

  test('the walk visits every route of client/routes.tsx', () => {
    const ids = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path !== undefined || r.index ? [r.id!] : []), ...ids(r.children ?? [])]);
    const visited = new Set(ROUTES.map((visit) => visit.route.replace(/ \(.*\)$/, '')));
    // The help home redirects to the support chat while one is configured (as here): the test
    // below checks that, and page-states-a11y.spec.ts walks the page a chatless deployment shows.
    visited.add('help');
    expect(
      ids(routes)
        .filter((id) => id !== 'root')
        .sort(),
    ).toEqual([...visited].sort());
  });

  test('help home opens the configured support chat, so the walk ran with the chat on', async ({ request }) => {
    const response = await request.get(HELP_PATHS.home, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^https:\/\//);
  });
});
