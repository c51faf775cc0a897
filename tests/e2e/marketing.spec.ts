import { test, expect, hydrated, watchApi, watchPageData } from './fixtures';
import type { Page } from '@playwright/test';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { WHAT_IS_NKODA_PUBLISHERS, WHAT_IS_NKODA_TEXT } from '#messages/client/routes/marketing/what-is-nkoda-music';
import { FEATURES_TEXT } from '#messages/client/routes/marketing/features';
import { MADE_NOT_BORN_APPLY, MADE_NOT_BORN_TEXT } from '#messages/client/routes/marketing/made-not-born';
import { FUND_TEXT } from '#messages/client/routes/marketing/nkoda-22-fund';
import { REPRESENTATION_TEXT } from '#messages/client/routes/marketing/representation-project';
import { PARTNERSHIP_PUBLISHERS, PARTNERSHIP_TEXT } from '#messages/client/routes/marketing/development-partnership';
import { MARKETING_TEXT } from '#messages/client/routes/marketing/marketing';

const PAGES = [
  ['/what-is-nkoda-music', WHAT_IS_NKODA_TEXT.heading],
  ['/features', FEATURES_TEXT.heading],
  ['/made-not-born', MADE_NOT_BORN_TEXT.heading],
  ['/nkoda-22-fund', FUND_TEXT.heading],
  ['/representation-project', REPRESENTATION_TEXT.heading],
  ['/development-partnership', PARTNERSHIP_TEXT.heading],
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A marker on window survives only a client navigation, not a document load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

test.describe('reaching the marketing pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header Partnership dropdown opens Made not born and Development partnership in place', async ({ page, consoleLog, baseURL }) => {
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    const header = page.getByRole('banner');
    const partnership = header.getByRole('button', { name: HEADER_TEXT.partnership });

    await partnership.click();
    await header.getByRole('link', { name: HEADER_TEXT.madeNotBorn }).click();
    await expect(page).toHaveURL('/made-not-born');
    await expect(heading(page, MADE_NOT_BORN_TEXT.heading)).toBeVisible();
    await expect(page).toHaveTitle(`${MADE_NOT_BORN_TEXT.title} | nkoda`);

    // This page reads the catalogue: the client navigation asks the worker for its data.
    const api = watchApi(page, baseURL!);
    const data = watchPageData(page, baseURL!);
    await partnership.click();
    await header.getByRole('link', { name: HEADER_TEXT.developmentPartnership }).click();
    await expect(page).toHaveURL('/development-partnership');
    await expect(heading(page, PARTNERSHIP_TEXT.heading)).toBeVisible();
    const publishers = page.getByRole('region', { name: PARTNERSHIP_PUBLISHERS.title });
    await expect(publishers.locator('.card__title').first()).toBeVisible();
    expect(data).toEqual(['GET /development-partnership']);
    expect(api).toEqual([]);

    expect(await windowStayed(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the footer Features link opens the features page in place', async ({ page, consoleLog }) => {
    await page.goto('/what-is-nkoda-music');
    await hydrated(page);
    await expect(page.getByRole('region', { name: WHAT_IS_NKODA_PUBLISHERS.title })).toBeVisible();
    await markWindow(page);
    await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.features }).click();
    await expect(page).toHaveURL('/features');
    await expect(heading(page, FEATURES_TEXT.heading)).toBeVisible();
    await expect(page).toHaveTitle(`${FEATURES_TEXT.title} | nkoda`);
    for (const section of FEATURES_TEXT.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    expect(await windowStayed(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });

  test('"How to apply" brings the application spot into view', async ({ page }) => {
    await page.goto('/made-not-born');
    await hydrated(page);
    const apply = page.getByRole('heading', { level: 2, name: MADE_NOT_BORN_APPLY.title });
    await expect(apply).not.toBeInViewport();
    await page.getByRole('link', { name: MARKETING_TEXT.applyNow }).click();
    await expect(page).toHaveURL('/made-not-born#apply');
    await expect(apply).toBeInViewport();
  });
});

test.describe('marketing pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [path, name] of PAGES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(heading(page, name)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
