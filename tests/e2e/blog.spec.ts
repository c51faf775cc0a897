import { test, expect, hydrated } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { BLOG_TEXT } from '#messages/client/routes/blog/blog';

const articleList = (page: Page) => page.getByRole('list', { name: BLOG_TEXT.latestArticles });
const cardTitles = (list: Locator) => list.locator('.card__title').allTextContents();

/** A marker on window survives only a client navigation, not a document load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** The colour a visitor sees on the header's Blog link, as [r, g, b]. */
async function headerTextColour(page: Page): Promise<number[]> {
  const link = page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.blog, exact: true });
  const colour = await link.evaluate((el) => getComputedStyle(el).color);
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}
const isBlack = (rgb: number[]) => rgb.length === 3 && rgb.every((channel) => channel <= 40);
const isLight = (rgb: number[]) => rgb.length === 3 && rgb.every((channel) => channel >= 200);

test.describe('blog pagination', () => {
  test('the page-2 link shows other articles in place and keeps the scroll position', async ({ page, consoleLog }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    await hydrated(page);
    const before = await cardTitles(articleList(page));
    expect(before.length).toBeGreaterThan(0);
    await markWindow(page);

    const pages = page.getByRole('navigation', { name: `${BLOG_TEXT.latestArticles}, pages` });
    await pages.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/· page 2 of 2$/)).toBeVisible();
    const after = await cardTitles(articleList(page));
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((title) => before.includes(title))).toBe(false);
    // docs/requirements.md §2.2.5: a navigation scrolls to the top unless the URL contains page=.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
    expect(await stillSameDocument(page)).toBe(true);

    // And back: page 1 drops page= from the address and shows the newest articles again.
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/blog');
    await expect.poll(() => cardTitles(articleList(page))).toEqual(before);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('blog navigation and header colours', () => {
  test('header text is black on an article, not on /blog or a category, across client navigations', async ({ page, consoleLog }) => {
    await page.goto('/blog');
    await hydrated(page);
    expect(isLight(await headerTextColour(page))).toBe(true);
    await markWindow(page);

    // /blog -> article
    const firstCard = articleList(page).locator('.card__link').first();
    const articleTitle = (await firstCard.textContent()) ?? '';
    await firstCard.click();
    await expect(page).toHaveURL(/^[^?]*\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
    await expect.poll(async () => isBlack(await headerTextColour(page))).toBe(true);

    // article -> its category
    const categoryLink = page.locator('.blog-article__category').getByRole('link');
    const categoryName = (await categoryLink.textContent()) ?? '';
    await categoryLink.click();
    await expect(page).toHaveURL(/\/blog\/category\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
    await expect.poll(async () => isLight(await headerTextColour(page))).toBe(true);

    // category -> another article of it
    const inCategory = page.getByRole('list', { name: BLOG_TEXT.articlesIn({ category: categoryName }) });
    const other = inCategory.locator('.card__link').filter({ hasNotText: articleTitle }).first();
    const otherTitle = (await other.textContent()) ?? '';
    await other.click();
    await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
    await expect(page.locator('.blog-article__category').getByRole('link')).toHaveText(categoryName);
    await expect.poll(async () => isBlack(await headerTextColour(page))).toBe(true);

    // article -> /blog through the breadcrumbs
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: BLOG_TEXT.blog }).click();
    await expect(page).toHaveURL('/blog');
    await expect.poll(async () => isLight(await headerTextColour(page))).toBe(true);

    expect(await stillSameDocument(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });

  test('an article page loaded directly has black header text, a category page does not', async ({ page }) => {
    await page.goto('/blog/reading-an-urtext-preface');
    await hydrated(page);
    expect(isBlack(await headerTextColour(page))).toBe(true);
    await page.goto('/blog/category/behind-the-scores');
    await hydrated(page);
    expect(isLight(await headerTextColour(page))).toBe(true);
  });
});
