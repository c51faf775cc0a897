import { test, expect, hydrated, loadHydrated, watchApi, isAnalytics } from './fixtures';
import type { TransferState } from '../../shared/framework/page';

test.describe('server render and hydration', () => {
  // Views of pages that the route walk (every-route.spec.ts, which checks the same on every
  // route) does not load: a later page of a list, a discount, a prefilled form, a past event, a
  // region-restricted edition.
  const pages = [
    '/artists?letter=S&page=2',
    '/instrument?instrumentRef=IN-001&page=3',
    '/work?editionRef=ED-000018',
    '/pricing?discount=WELCOME10',
    '/learning-spaces/sight-reading-masterclass',
    '/app/help/request-content?q=hildegard',
    '/contact?enquiry=partnership',
  ];
  for (const path of pages) {
    test(`hydrating ${path} makes no data request and logs nothing`, async ({ page, consoleLog, baseURL }) => {
      const api = watchApi(page, baseURL!);
      await loadHydrated(page, path);
      expect(api).toEqual([]);
      expect(consoleLog.problems).toEqual([]);
    });
  }

  test('a client navigation after hydration fetches its data from the worker in one request', async ({ page, consoleLog }) => {
    await page.goto('/404');
    await hydrated(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('banner').getByRole('link', { name: 'nkoda home' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured publishers' })).toBeVisible();
    await expect(page).toHaveURL('/');

    const origin = new URL(page.url()).origin;
    const dataRequests = requests.filter((url) => {
      const { pathname } = new URL(url);
      // Code chunks, images and the icon are files, not data; analytics is answered by the test.
      return !pathname.startsWith('/assets/') && pathname !== '/favicon.svg' && !url.includes('/images/') && !isAnalytics(url);
    });
    // The page's data (shared/framework/browser/page-data-strategy.ts), and the pages' code lists if they were not in yet.
    expect(dataRequests.filter((url) => new URL(url).pathname !== '/__chunks')).toEqual([`${origin}/__data?_routes=home`]);
    // No full document load happened: the page was never re-requested.
    expect(requests).not.toContain(`${origin}/`);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the code of the page is on the wire once the first paint is drawn, before the page has loaded, and does not run yet', async ({ page }) => {
    // The cover never comes, so the page's `load` waits; the page's clock stands still, so the
    // boot script's fallback (2 s) never fires. Only the first paint can ask for the code.
    await page.route(/\/images\//, () => undefined);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.js'), { timeout: 10_000 });
    await page.goto('/work/the-well-tempered-clavier-book-1-ed-000001', { waitUntil: 'domcontentloaded' });
    await asked;
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    // The entry and the page's chunks, marked low priority (shared/framework/browser/boot.ts).
    const { entry, modulePreloads } = await page.evaluate(() => (window as unknown as { __TRANSFER_STATE__: TransferState }).__TRANSFER_STATE__.assets);
    const preloads = page.locator('head link[rel="modulepreload"][fetchpriority="low"]');
    await expect(preloads).toHaveCount(1 + modulePreloads.length);
    await expect(preloads.first()).toHaveAttribute('href', entry);
    // Asked for, not run: the entry's script is added once the page has loaded.
    await expect(page.locator('head script[src]')).toHaveCount(0);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  });

  test('the code of the page runs once the page has loaded, and was asked for after its first paint', async ({ page, consoleLog }) => {
    // When the root's effect marks the document hydrated, in the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await loadHydrated(page, '/work/the-well-tempered-clavier-book-1-ed-000001');
    const { loadStart, hydratedAt, firstPaint, scripts } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loadStart: navigation!.loadEventStart,
        hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      };
    });
    expect(loadStart).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    // The stylesheet and the first paint had the connection to themselves.
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstPaint);
    expect(hydratedAt).toBeGreaterThan(loadStart);
    expect(consoleLog.problems).toEqual([]);
  });

  test('an image that never arrives does not keep the page from working', async ({ page, consoleLog }) => {
    // The cover never answers, so the window's load never comes; the boot script's fallback starts the code.
    await page.route(/\/images\//, () => undefined);
    await page.goto('/work/the-well-tempered-clavier-book-1-ed-000001', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    // Interactive: the home link now makes a client navigation, not a new document load.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('banner').getByRole('link', { name: 'nkoda home' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured publishers' })).toBeVisible();
    expect(documents).toEqual([]);
    expect(consoleLog.problems).toEqual([]);
  });
});
