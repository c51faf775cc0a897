import { test, expect, hydrated, isAnalytics } from './fixtures';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { INDEX_TEXT } from '#messages/client/routes/people/index';
import { SEARCH_TEXT } from '#messages/client/routes/search/search';

/**
 * The "done when": from the home page to an artist, to one of their works, to its
 * publisher and back through search, all in one page load (client navigations fetching data only
 * through /api/), with the layout following along and nothing logged to the console.
 */
test('a visitor goes from home to an artist, a work, its publisher and back through search', async ({ page, consoleLog }) => {
  const documents: string[] = [];
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    const type = request.resourceType();
    // Analytics page views go to the analytics endpoint (answered by the fixture); the rest is data.
    if ((type === 'fetch' || type === 'xhr') && !isAnalytics(request.url())) dataRequests.push(request.url());
  });
  const section = (id: string) => page.locator(`section[aria-labelledby="${id}"]`);
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/');
  await hydrated(page);

  // Home -> artists index -> letter B -> the first artist.
  await page.locator('footer').getByRole('link', { name: FOOTER_TEXT.artists, exact: true }).click();
  await expect(page).toHaveURL('/artists');
  const letterB = page.getByRole('navigation', { name: INDEX_TEXT.letterNavLabel }).getByRole('link', { name: 'B', exact: true });
  await letterB.click();
  await expect(page).toHaveURL('/artists?letter=B');
  // The address changes before React commits the new list; the marked letter comes with it.
  await expect(letterB).toHaveAttribute('aria-current', 'page');
  const artistLink = page.locator('.card-grid .card__link').first();
  const artistName = (await artistLink.textContent())!.trim();
  await artistLink.click();
  await expect(page).toHaveURL(/\/artists\/[a-z0-9-]+$/);
  await expect(h1).toHaveText(artistName);

  // Artist -> one of their works: the work credits the artist.
  const workLink = section('artist-editions').locator('.card__link').first();
  const workTitle = (await workLink.textContent())!.trim();
  await workLink.click();
  await expect(page).toHaveURL(/\/work\/[a-z0-9-]+$/);
  await expect(h1).toHaveText(workTitle);
  await expect(page.locator('main').getByRole('link', { name: artistName, exact: true }).first()).toBeVisible();
  const loginHref = await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${HEADER_TEXT.logIn}`) })
    .first()
    .getAttribute('href');
  expect(loginHref).toMatch(/contentType=Edition&ref=ED-\d{6}/);

  // Work -> its publisher.
  const publisherLink = page.locator('main a[href^="/publishers/"]').first();
  const publisherName = (await publisherLink.textContent())!.trim();
  await publisherLink.click();
  await expect(page).toHaveURL(/\/publishers\/[a-z0-9-]+$/);
  await expect(h1).toHaveText(publisherName);

  // Back through search: the artist's surname finds the work again.
  const surname = artistName.split(' ').at(-1)!;
  const box = page.getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
  await box.fill(surname);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(surname)}`);
  const results = section('search-editions');
  await expect(results.getByRole('heading', { name: SEARCH_TEXT.editions })).toBeVisible();
  await expect(results.locator('.card__link').first()).toBeVisible();
  await results.locator('.card__link').first().click();
  await expect(page).toHaveURL(/\/work\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(surname)}`);

  // One document for the whole journey; every data request went to the worker: a page's data
  // (one request a page), the search box's suggestions through /api/, the pages' code lists.
  expect(documents).toHaveLength(1);
  expect(dataRequests.length).toBeGreaterThan(5);
  const origin = new URL(page.url()).origin;
  const ours = (url: string) =>
    url.startsWith(`${origin}/`) &&
    (new URL(url).pathname.endsWith('/__data') || new URL(url).pathname.startsWith('/api/') || new URL(url).pathname === '/__chunks');
  expect(dataRequests.filter((url) => !ours(url))).toEqual([]);
  expect(consoleLog.problems).toEqual([]);
});
