import type { Page } from '@playwright/test';
import { test, expect, loadHydrated } from './fixtures';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { DOWNLOAD_MAC_TEXT, DOWNLOAD_TEXT } from '#messages/client/routes/download/download';
import { DOWNLOAD_PLATFORMS } from '../../client/routes/download/download-platforms';
import { DOWNLOAD_PATHS } from '../../shared/paths';

/**
 * What the download pages' code does: the device highlighted after hydration and client navigations,
 * and the app-download helper. The buttons, versions and the Mac installer as the server sends them are
 * tests/worker/download-pages.test.ts; axe over both pages, every-route.spec.ts.
 */

const platformList = (page: Page) => page.getByRole('region', { name: DOWNLOAD_TEXT.platformsLabel }).getByRole('listitem');
/** Names of the platform cards carrying the "Your device" badge. */
const highlighted = (page: Page) => platformList(page).filter({ hasText: DOWNLOAD_TEXT.yourDevice }).getByRole('heading', { level: 2 }).allTextContents();

const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

test.describe('/download', () => {
  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_UA });
    test('highlights iPhone and iPad, and hydrates without a mismatch', async ({ page, consoleLog }) => {
      await loadHydrated(page, DOWNLOAD_PATHS.index);
      expect(await highlighted(page)).toEqual([DOWNLOAD_TEXT.platformName.iOS]);
      expect(consoleLog.problems).toEqual([]);
    });
  });

  test.describe('on a Mac', () => {
    test.use({ userAgent: MAC_UA });
    test('highlights Mac, also after a client navigation back to the page', async ({ page, consoleLog }) => {
      await loadHydrated(page, DOWNLOAD_PATHS.mac);
      await page.getByRole('link', { name: DOWNLOAD_MAC_TEXT.backToAll }).click();
      await expect(page).toHaveURL(DOWNLOAD_PATHS.index);
      await expect(platformList(page)).toHaveCount(DOWNLOAD_PLATFORMS.length);
      expect(await highlighted(page)).toEqual([DOWNLOAD_TEXT.platformName.Mac]);
      expect(consoleLog.problems).toEqual([]);
    });
  });
});

test.describe('the app-download helper (docs/requirements.md §9.5)', () => {
  /** Store pages are other sites (no internet here): answer them with a stub and note the address. */
  async function stubStores(page: Page): Promise<string[]> {
    const visited: string[] = [];
    for (const pattern of ['https://play.google.com/**', 'https://apps.apple.com/**', 'https://apps.microsoft.com/**']) {
      await page.route(pattern, (route) => {
        visited.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title><h1>Store</h1>' });
      });
    }
    return visited;
  }

  const cases = [
    {
      platform: 'Android',
      store: /^https:\/\/play\.google\.com\/store\/apps\/details\?id=com\.nkoda\.app&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dautumn$/,
    },
    { platform: 'iOS', store: /^https:\/\/apps\.apple\.com\// },
    { platform: 'Windows', store: /^https:\/\/apps\.microsoft\.com\// },
  ] as const;
  for (const { platform, store } of cases) {
    test(`${platform}: registers the fingerprint, then goes to the store`, async ({ page }) => {
      const visited = await stubStores(page);
      await loadHydrated(page, `${DOWNLOAD_PATHS.index}?utm_source=newsletter&utm_campaign=autumn`);
      const registration = page.waitForRequest((r) => r.url().endsWith('/api/applink/register') && r.method() === 'POST');
      await page.getByRole('link', { name: DOWNLOAD_TEXT.button({ platformName: DOWNLOAD_TEXT.platformName[platform] }) }).click();
      const body = (await registration).postDataJSON() as { clientToken: string; url: string };
      expect(body.url).toContain('/download?utm_source=newsletter');
      await expect.poll(() => visited.length).toBe(1);
      expect(visited[0]).toMatch(store);
    });
  }

  test('Mac: registers, then opens the Mac page in place', async ({ page }) => {
    await loadHydrated(page, DOWNLOAD_PATHS.index);
    const registration = page.waitForRequest((r) => r.url().endsWith('/api/applink/register'));
    await page.getByRole('link', { name: DOWNLOAD_TEXT.button({ platformName: DOWNLOAD_TEXT.platformName.Mac }) }).click();
    await registration;
    await expect(page).toHaveURL(DOWNLOAD_PATHS.mac);
    await expect(page.getByRole('heading', { level: 1, name: DOWNLOAD_MAC_TEXT.heading })).toBeVisible();
  });
});

test('the footer leads to the downloads page from anywhere', async ({ page }) => {
  await loadHydrated(page, '/');
  await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.allDownloads }).click();
  await expect(page).toHaveURL(DOWNLOAD_PATHS.index);
  await expect(page.getByRole('heading', { level: 1, name: DOWNLOAD_TEXT.heading })).toBeVisible();
});
