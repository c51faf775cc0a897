import { test, expect, hydrated } from './fixtures';

test.describe('server render and hydration', () => {
  for (const path of ['/', '/404']) {
    test(`hydrating ${path} makes no data request and logs nothing`, async ({ page, consoleLog, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && url.pathname.startsWith('/api/')) apiRequests.push(url.href);
      });
      await page.goto(path);
      await hydrated(page);
      // Let any late effect fire before counting.
      await page.waitForLoadState('networkidle');
      expect(apiRequests).toEqual([]);
      expect(consoleLog.problems).toEqual([]);
    });
  }

  test('the home page is rendered on the server with data from the demo upstream', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Featured publishers');
    expect(html).toMatch(/<a[^>]+href="\/publishers\/[a-z0-9-]+"/);
    expect(html).toMatch(/<a[^>]+href="\/work\/[a-z0-9-]+"/);
  });

  test('a client navigation after hydration fetches only through /api/', async ({ page, consoleLog }) => {
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
      return !pathname.startsWith('/assets/') && pathname !== '/favicon.svg' && !url.includes('/images/') && !url.startsWith('https://plausible.io/');
    });
    expect(dataRequests.length).toBeGreaterThan(0);
    for (const url of dataRequests) {
      expect(url.startsWith(`${origin}/api/`), url).toBe(true);
    }
    // No full document load happened: the page was never re-requested.
    expect(requests).not.toContain(`${origin}/`);
    expect(consoleLog.problems).toEqual([]);
  });
});
