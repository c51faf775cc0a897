import { test, expect, hydrated } from './fixtures';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { FEATURES_TEXT } from '#messages/client/routes/marketing/features';

/**
 * What a client navigation changes in the browser. The server's metadata and canonical links are
 * tests/worker/routes.test.ts and tests/unit/canonical.test.ts; the page view of each navigation and
 * the progress bar, analytics-events.spec.ts and csp-violations.spec.ts.
 */

test.describe('page metadata', () => {
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
});
