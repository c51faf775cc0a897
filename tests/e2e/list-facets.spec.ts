import type { Locator, Page } from '@playwright/test';
import { test, expect, axeViolations, chunkOf, loadHydrated, markDocument, sameDocument } from './fixtures';
import { editionTotal, shownCount } from './facet-counts';
import { FACET_TEXT, SEARCH_TEXT } from '#messages/client/routes/search/search';

/**
 * The facets on the pages whose editions they narrow (issue 21): an instrument's, publisher's
 * and composer's. The same form as /search, in a drawer above the list, its code loaded on first
 * use. Counts are read from the page: each choice must give what it showed.
 */

const _FORM_CHUNK = chunkOf('client/routes/search/search-facets-form.tsx');

const facetsForm = (page: Page) => page.getByRole('search', { name: SEARCH_TEXT.filtersLabel });
const drawerButton = (page: Page) => page.locator('summary.search-drawer__toggle');

/** The first radio of a facet that would give some results but not all of them. */
async function narrowingRadio(page: Page, legend: string, total: number): Promise<{ radio: Locator; count: number }> {
  const radios = facetsForm(page).getByRole('group', { name: legend }).getByRole('radio');
  for (const radio of await radios.all()) {
    if ((await radio.getAttribute('value')) === '' || (await radio.isDisabled())) continue;
    const count = await shownCount(radio);
    if (count > 0 && count < total) return { radio, count };
  }
  throw new Error(`no ${legend} value narrows the list`);
}

test.describe('facets on list pages at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a publisher’s editions narrow in place to the count each choice showed; back restores the list', async ({ page, consoleLog }) => {
    await loadHydrated(page, '/publishers/barenreiter');
    await markDocument(page);
    const all = await editionTotal(page);
    // A drawer at every width: closed until asked for, its button giving the count.
    await expect(drawerButton(page)).toHaveText(FACET_TEXT.drawer({ count: String(all) }));
    await drawerButton(page).click();
    // The page's own facet is not offered.
    await expect(facetsForm(page).getByLabel(FACET_TEXT.publisherId, { exact: true })).toHaveCount(0);

    const { radio, count } = await narrowingRadio(page, FACET_TEXT.period, all);
    const period = await radio.getAttribute('value');
    // The list stays on screen while the narrowed one loads: it never empties under the visitor.
    await page.evaluate(() => {
      const seen = window as unknown as { listGone?: boolean };
      seen.listGone = false;
      new MutationObserver(() => {
        if (!document.querySelector('main .list-summary')) seen.listGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await radio.click();
    await expect(page).toHaveURL(`/publishers/barenreiter?period=${period}`);
    await expect.poll(() => editionTotal(page)).toBe(count);
    await expect(radio).toBeChecked();
    await expect(radio).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { listGone?: boolean }).listGone)).toBe(false);
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL('/publishers/barenreiter');
    await expect.poll(() => editionTotal(page)).toBe(all);
    expect(consoleLog.problems).toEqual([]);
  });

  test('a composer’s page has facets without the composer one; a performer’s list has none', async ({ page }) => {
    await loadHydrated(page, '/artists/johann-sebastian-bach');
    await drawerButton(page).click();
    await expect(facetsForm(page).getByRole('group', { name: FACET_TEXT.period })).toBeVisible();
    await expect(facetsForm(page).getByLabel(FACET_TEXT.composerRef, { exact: true })).toHaveCount(0);

    await loadHydrated(page, '/artists/benedikt-achterberg');
    await expect(page.locator('main .list-summary')).toBeVisible();
    await expect(facetsForm(page)).toHaveCount(0);
  });

  test('is axe clean with the drawer open, at 1280 and 375 px', async ({ page }) => {
    await loadHydrated(page, '/instrument?instrumentRef=IN-001');
    await drawerButton(page).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('facets on list pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the plain GET form narrows an instrument’s editions and keeps the instrument', async ({ page }) => {
    await page.goto('/instrument?instrumentRef=IN-001');
    const all = await editionTotal(page);
    await drawerButton(page).click();
    const { radio, count } = await narrowingRadio(page, FACET_TEXT.grade, all);
    const grade = await radio.getAttribute('value');
    await radio.check();
    await page.getByRole('button', { name: FACET_TEXT.submit }).click();
    // The tidy address: the instrument first, no blank facets, no default order (issue 33).
    await expect(page).toHaveURL(`/instrument?instrumentRef=IN-001&grade=${grade}`);
    expect(await editionTotal(page)).toBe(count);
  });
});
