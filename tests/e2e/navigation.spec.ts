import { test, expect, hydrated, holdPageData, ANALYTICS_ENDPOINT } from './fixtures';
import { FOOTER_TEXT } from '../../client/components/layout/footer.messages';
import { FEATURES_TEXT } from '../../client/routes/marketing/features.messages';
import { E2E_ANALYTICS_KEY } from '../../playwright.config';
import { BLOG_TEXT } from '../../client/routes/blog/blog.messages';

test.describe('page metadata', () => {
  test('the home page sets title, description, keywords, social tags and canonical link', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('nkoda');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /sheet-music library/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /sheet music/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'nkoda');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /sheet-music library/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nkoda.com/');
  });

  test('the canonical link keeps item queries and drops paginating ones', async ({ page }) => {
    await page.goto('/?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nkoda.com/');
    // pid, like a tracking parameter, is read by no page: never in a canonical link (decision 044).
    await page.goto('/?page=2&pid=7&utm_source=news');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nkoda.com/');
    await page.goto('/artists?utm_source=news&letter=B&fbclid=x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nkoda.com/artists?letter=B');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  test('metadata follows a client navigation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.features }).click();
    await expect(page).toHaveTitle(`${FEATURES_TEXT.title} | nkoda`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', FEATURES_TEXT.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nkoda.com/features');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });
});

test.describe('navigation behaviour', () => {
  test('each navigation sends one page view to analytics', async ({ page }) => {
    const views: Array<{ n: string; d: string; u: string }> = [];
    await page.route(ANALYTICS_ENDPOINT, async (route) => {
      const event = JSON.parse(route.request().postData() ?? '{}') as (typeof views)[number];
      // The tracker's engagement ping for the view being left is not a page view.
      if (event.n !== 'engagement') views.push(event);
      await route.fulfill({ status: 202, body: 'ok' });
    });
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => views.length).toBe(1);
    await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.blog }).click();
    // The blog page itself, with its CMS data, not the not-found page: one view for it, no more.
    await expect(page.getByRole('heading', { level: 2, name: BLOG_TEXT.latestArticles })).toBeVisible();
    await expect.poll(() => views.length).toBe(2);
    expect(views.map((v) => [v.n, v.d, new URL(v.u).pathname])).toEqual([
      ['pageview', E2E_ANALYTICS_KEY, '/'],
      ['pageview', E2E_ANALYTICS_KEY, '/blog'],
    ]);
  });

  test('a navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await hydrated(page);
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.artists }).click();
    await expect(page).toHaveURL('/artists');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('sets the viewport-height variable and updates it on resize', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--vh'))).toBe('7px');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--vh'))).toBe('9px');
  });

  test('shows the progress bar while a navigation loads', async ({ page }) => {
    await page.goto('/404');
    await hydrated(page);
    const release = await holdPageData(page);
    await page.getByRole('banner').getByRole('link', { name: 'nkoda home' }).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured publishers' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
