import { test, expect, hydrated, loadHydrated, watchApi, isAnalytics } from './fixtures';

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

  test('the code of the page starts once the page has loaded, never from its head', async ({ page, consoleLog }) => {
    const path = '/work/the-well-tempered-clavier-book-1-ed-000001';
    await loadHydrated(page, path);
    const { loadStart, scripts } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(loadStart).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    // The cover image and the stylesheet had the connection to themselves until the page loaded.
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(loadStart);
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
