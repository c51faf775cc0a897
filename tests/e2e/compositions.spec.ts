import type { Page } from '@playwright/test';
import { test, expect, hydrated, markDocument, sameDocument } from './fixtures';
import { SEARCH_BOX_TEXT, SUGGESTION_GROUP_LABELS } from '#messages/client/components/search/search';
import { AVAILABILITY_TEXT } from '#messages/client/components/availability';
import { SEARCH_TEXT } from '#messages/client/routes/search/search';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { STREAMED_TEXT } from '#messages/client/components/await-or-unavailable';

/**
 * Issue 47's walk: a musician types the catalogue number as they write it, reaches the work,
 * chooses an edition that opens in their country (the servers judge every request as from DE),
 * and comes back to the work. With JavaScript through the header's suggestions; without it
 * through the header form and the results' works.
 */

const MOONLIGHT = {
  path: '/composition/piano-sonata-no-14-in-c-sharp-minor-moonlight-beethoven',
  heading: 'Piano Sonata No. 14 in C-sharp minor "Moonlight", Op. 27 No. 2',
};

/** The words of the link that a streamed list's place offers a visitor without JavaScript. */
const LOAD_AGAIN = STREAMED_TEXT.stillLoading({ reload: (text) => ({ link: text }) }).find((part) => typeof part !== 'string')!.link;

const workHeading = (page: Page) => page.getByRole('heading', { level: 1, name: MOONLIGHT.heading });

/** The first edition on the composition page that says it opens here: its card's link. */
function openEdition(page: Page) {
  const editions = page.getByRole('region', { name: PEOPLE_TEXT.editions, exact: true });
  return editions.locator('li.card').filter({ hasText: AVAILABILITY_TEXT.open }).first().locator('a.card__link');
}

test.describe('from a catalogue number to an edition and back', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('with JavaScript: the header suggests the work first, its page lists the editions, back returns to it', async ({ page, consoleLog }) => {
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
    await box.focus();
    await page.keyboard.type('op27no2');
    const listbox = page.getByRole('banner').getByRole('listbox', { name: SEARCH_BOX_TEXT.listboxLabel });
    const works = listbox.getByRole('group', { name: SUGGESTION_GROUP_LABELS.composition });
    await expect(works.getByRole('option')).toHaveCount(1);
    // The work is the first suggestion: works come before their editions.
    await expect(listbox.getByRole('option').first()).toHaveText(/Moonlight/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(MOONLIGHT.path);
    await expect(workHeading(page)).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    const edition = openEdition(page);
    const title = await edition.textContent();
    await edition.click();
    await expect(page).toHaveURL(/\/work\/piano-sonata-no-14-in-c-sharp-minor-moonlight-ed-\d{6}$/);
    await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
    await expect(page.getByRole('link', { name: /^All \d+ editions of this work$/ })).toHaveAttribute('href', MOONLIGHT.path);

    await page.goBack();
    await expect(page).toHaveURL(MOONLIGHT.path);
    await expect(workHeading(page)).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the header form finds the work above its editions; its page and the edition are plain links; back returns', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label }).fill('Op. 27, No. 2');
      await page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=Op\.\+27%2C\+No\.\+2$/);
      const works = page.getByRole('region', { name: SEARCH_TEXT.works });
      await works.getByRole('link', { name: /Moonlight/ }).click();

      await expect(page).toHaveURL(MOONLIGHT.path);
      await expect(workHeading(page)).toBeVisible();
      // The work's first visit since the servers started (when no other test came first) streams
      // its editions, which only a script reveals: the page says so and links to itself,
      // which has them in place.
      const reload = page.getByRole('main').getByRole('link', { name: LOAD_AGAIN, exact: true });
      if (await reload.isVisible()) {
        await reload.click();
        await expect(page).toHaveURL(MOONLIGHT.path);
      }
      const edition = openEdition(page);
      const title = await edition.textContent();
      await edition.click();
      await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(MOONLIGHT.path);
      await expect(workHeading(page)).toBeVisible();
    });
  });
});
