import { test, expect, hydrated, watchApi, watchPageData } from './fixtures';
import type { Page } from '@playwright/test';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { INDEX_TEXT } from '#messages/client/routes/people/index';

const logInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${HEADER_TEXT.logIn}`) });
const letterNav = (page: Page) => page.getByRole('navigation', { name: INDEX_TEXT.letterNavLabel });
/** Titles of the cards in the section headed `heading`. */
const cardTitles = (page: Page, heading: string) => page.getByRole('region', { name: heading }).locator('.card__title').allTextContents();

/** Same-origin /api/ requests the page makes from now on. */
test.describe('artists index', () => {
  test('the letter links change the list in place and keep focus on the letters', async ({ page, consoleLog }) => {
    await page.goto('/artists');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: INDEX_TEXT.artistsUnder({ letter: 'A' }) })).toBeVisible();
    const before = await cardTitles(page, INDEX_TEXT.artistsUnder({ letter: 'A' }));
    // A marker on window survives only a client navigation, not a document load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const c = letterNav(page).getByRole('link', { name: 'C', exact: true });
    await c.click();
    await expect(page).toHaveURL('/artists?letter=C');
    await expect(page.getByRole('heading', { level: 2, name: INDEX_TEXT.artistsUnder({ letter: 'C' }) })).toBeVisible();
    await expect(page).toHaveTitle(`${PEOPLE_TEXT.artistsTitle}: C | nkoda`);
    await expect(c).toHaveAttribute('aria-current', 'page');
    await expect(letterNav(page).getByRole('link', { name: 'A', exact: true })).not.toHaveAttribute('aria-current', 'page');
    const after = await cardTitles(page, INDEX_TEXT.artistsUnder({ letter: 'C' }));
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
    expect(after).toContain('Frédéric Chopin');
    // Keyboard users carry on from the letter they chose.
    await expect(c).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });

  test('an empty letter says so', async ({ page }) => {
    await page.goto('/artists');
    await hydrated(page);
    await letterNav(page).getByRole('link', { name: 'X', exact: true }).click();
    await expect(page.getByText(INDEX_TEXT.noArtistsUnder({ letter: 'X' }))).toBeVisible();
  });
});

test.describe('pagination', () => {
  test('a page link keeps the scroll position and shows the next items', async ({ page, consoleLog }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/instrument?instrumentRef=IN-001');
    await hydrated(page);
    const editions = page.getByRole('region', { name: PEOPLE_TEXT.editions });
    const first = await editions.locator('.card__title').first().textContent();
    const pages = page.getByRole('navigation', { name: /, pages$/ });
    await pages.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(editions.locator('.card__title').first()).not.toHaveText(first ?? '');
    await expect(page.getByText(/· page 2 of \d+/)).toBeAttached();
    const after = await page.evaluate(() => window.scrollY);
    expect(after).toBeGreaterThan(before / 2);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('artist page', () => {
  test('the header log-in link carries the artist, and loses it back on the home page', async ({ page, consoleLog }) => {
    await page.goto('/artists/johann-sebastian-bach');
    await hydrated(page);
    await expect(logInLink(page)).toHaveAttribute('href', 'https://app.nkoda.com/log-in?contentType=Artist&ref=AR-0001');
    await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.logoLabel }).click();
    await expect(page).toHaveURL('/');
    await expect(logInLink(page)).toHaveAttribute('href', 'https://app.nkoda.com/log-in');
    expect(consoleLog.problems).toEqual([]);
  });

  test('a client navigation from the index to an artist loads it in one request and updates the log-in link', async ({ page, baseURL, consoleLog }) => {
    await page.goto('/artists?letter=B');
    await hydrated(page);
    const api = watchApi(page, baseURL!);
    const data = watchPageData(page, baseURL!);
    await page.getByRole('link', { name: 'Ludwig van Beethoven' }).click();
    await expect(page).toHaveURL('/artists/ludwig-van-beethoven');
    await expect(page.getByRole('heading', { level: 1, name: 'Ludwig van Beethoven' })).toBeVisible();
    await expect(page.getByRole('region', { name: PEOPLE_TEXT.relatedArtists }).locator('.card').first()).toBeVisible();
    await expect(logInLink(page)).toHaveAttribute('href', /contentType=Artist&ref=AR-0008$/);
    // The artist and the lists that need its ref: read by the worker, one request from here.
    expect(data).toEqual(['GET /artists/ludwig-van-beethoven']);
    expect(api).toEqual([]);
    expect(consoleLog.problems).toEqual([]);
  });
});
