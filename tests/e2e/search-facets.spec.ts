import type { Page } from '@playwright/test';
import { AVAILABILITY_TEXT } from '#messages/client/components/availability';
import { test, expect, axeViolations, hydrated, loadHydrated, markDocument, sameDocument } from './fixtures';
import { editionTotal, shownCount } from './facet-counts';
import { FACET_TEXT, SEARCH_TEXT } from '#messages/client/routes/search/search';
import { FORMAT_TEXT } from '#messages/client/components/format';
import { REQUEST_CONTENT_PATH } from '../../client/routes/search/search-links';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import type { EditionSummary } from '../../shared/schemas/promotion';

/**
 * The faceted search (issue 21) against the demo upstream; local runs are located in Germany
 * (DE). Counts are read from the page, never retyped: each choice must give what it showed.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

const grade3 = (page: Page) =>
  page.getByRole('radio', { name: new RegExp(`^${FACET_TEXT.gradeValue({ word: 'Intermediate', grade: 3 }).replace(/[()]/g, '\\$&')}`) });
const romantic = (page: Page) => page.getByRole('radio', { name: new RegExp(`^${FACET_TEXT.periods.romantic}`) });
const inGermany = (page: Page) => page.getByRole('checkbox', { name: new RegExp(`^${FACET_TEXT.openIn({ country: 'Germany' })}`) });
const announcement = (page: Page) => page.locator('main [role="status"]');

/**
 * Grade 3 and the title order chosen on /search?q=piano: the one tidy address both forms lead to
 * (the enhanced form builds it; the plain one's blanks, default values and form order are
 * tidied by the worker's redirect).
 */
const PIANO_GRADE_3_BY_TITLE = '/search?q=piano&grade=3&sort=title';
const chooseGrade3ByTitle = async (page: Page) => {
  await grade3(page).check();
  await page.getByLabel(FACET_TEXT.sort).selectOption('title');
};

test.describe('faceted search at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('finds intermediate Romantic piano pieces available in Germany in three clicks, each giving the count it showed', async ({ page, consoleLog }) => {
    await loadHydrated(page, '/search?q=piano');
    await markDocument(page);
    // The facets are a sidebar beside the results: no drawer button.
    await expect(page.locator('.search-drawer__toggle')).toBeHidden();
    await expect(page.getByRole('search', { name: SEARCH_TEXT.filtersLabel })).toBeVisible();

    for (const [control, url] of [
      [grade3(page), '/search?q=piano&grade=3'],
      [romantic(page), '/search?q=piano&grade=3&period=romantic'],
      [inGermany(page), '/search?q=piano&open=1&grade=3&period=romantic'],
    ] as const) {
      const expected = await shownCount(control);
      expect(expected).toBeGreaterThan(0);
      await control.click();
      await expect(page).toHaveURL(url);
      await expect.poll(() => editionTotal(page)).toBe(expected);
      // In place, focus kept on the control, the count said once to screen readers.
      await expect(control).toBeFocused();
      await expect(control).toBeChecked();
      await expect(announcement(page)).toHaveText(FACET_TEXT.found({ n: expected }));
    }
    expect(await sameDocument(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });

  test('filters survive reload, back and forward', async ({ page, consoleLog }) => {
    await loadHydrated(page, '/search?q=piano');
    const all = await editionTotal(page);
    // Each count is waited for: the address changes a moment before the results are painted.
    const byGrade = await shownCount(grade3(page));
    await grade3(page).click();
    await expect(page).toHaveURL('/search?q=piano&grade=3');
    await expect.poll(() => editionTotal(page)).toBe(byGrade);
    const narrowed = await shownCount(romantic(page));
    await romantic(page).click();
    await expect(page).toHaveURL('/search?q=piano&grade=3&period=romantic');
    await expect.poll(() => editionTotal(page)).toBe(narrowed);

    await page.reload();
    await hydrated(page);
    await expect(grade3(page)).toBeChecked();
    await expect(romantic(page)).toBeChecked();
    expect(await editionTotal(page)).toBe(narrowed);

    await page.goBack();
    await expect(page).toHaveURL('/search?q=piano&grade=3');
    await expect(romantic(page)).not.toBeChecked();
    await expect(grade3(page)).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL('/search?q=piano');
    await expect(grade3(page)).not.toBeChecked();
    await expect.poll(() => editionTotal(page)).toBe(all);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL('/search?q=piano&grade=3&period=romantic');
    await expect(romantic(page)).toBeChecked();
    await expect.poll(() => editionTotal(page)).toBe(narrowed);
    expect(consoleLog.problems).toEqual([]);
  });

  test('a select facet and the sort keep one address order and go back to page 1', async ({ page }) => {
    await loadHydrated(page, '/search?q=piano&page=2');
    const instrument = page.getByLabel(FACET_TEXT.instrumentRef, { exact: true });
    const option = instrument.locator('option[value="IN-004"]');
    const expected = Number((await option.textContent())!.match(/\(([\d,]+)\)$/)![1]!.replace(/,/g, ''));
    // selectOption does not focus; a visitor's keyboard or pointer would.
    await instrument.focus();
    await instrument.selectOption('IN-004');
    await expect(page).toHaveURL('/search?q=piano&instrument=IN-004');
    await expect.poll(() => editionTotal(page)).toBe(expected);
    await expect(instrument).toBeFocused();
    await page.getByLabel(FACET_TEXT.sort).selectOption('title');
    await expect(page).toHaveURL('/search?q=piano&instrument=IN-004&sort=title');
    // Values that would give nothing are shown, disabled, with their 0.
    await expect(instrument.locator('option[disabled]').first()).toHaveText(/\(0\)$/);
    await page.getByRole('link', { name: FACET_TEXT.clearAll }).click();
    await expect(page).toHaveURL('/search?q=piano&sort=title');
  });

  test('the form leads to the tidy address (the one the plain form lands on too)', async ({ page }) => {
    await loadHydrated(page, '/search?q=piano');
    await chooseGrade3ByTitle(page);
    await expect(page).toHaveURL(PIANO_GRADE_3_BY_TITLE);
  });

  test('zero results offer the filters to relax, whose links lead to the counts they promised, and the request carries the search', async ({
    page,
    consoleLog,
  }) => {
    await loadHydrated(page, '/search?q=piano&grade=1&period=baroque');
    await expect(page.getByRole('heading', { name: SEARCH_TEXT.noResultsTitle })).toBeVisible();
    const relax = page.locator('.search-empty__relax li');
    await expect(relax).not.toHaveCount(0);
    const links = relax.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const promised = Number((await link.textContent())!.match(/([\d,]+) editions?$/)![1]!.replace(/,/g, ''));
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(href);
      await expect.poll(() => editionTotal(page)).toBe(promised);
      await page.goBack();
      await expect(page.getByRole('heading', { name: SEARCH_TEXT.noResultsTitle })).toBeVisible();
    }
    const request = page.getByRole('link', { name: SEARCH_TEXT.requestLink });
    const target = new URL((await request.getAttribute('href'))!, 'http://x');
    expect(target.pathname).toBe(REQUEST_CONTENT_PATH);
    expect(target.searchParams.get('q')).toBe('piano');
    expect(target.searchParams.get('filters')).toContain(FACET_TEXT.periods.baroque);
    await request.click();
    await expect(page.getByRole('textbox', { name: HELP_FORM_TEXT.requestContent.messageLabel })).toHaveValue(/piano.*Baroque/);
    expect(consoleLog.problems).toEqual([]);
  });

  test('a region-restricted edition not open in Germany says so on its card; a performance-restricted one too', async ({ page }) => {
    const answer = await page.request.post('/api/v4/search/edition', { data: { top: 100 } });
    const { items } = (await answer.json()) as { items: EditionSummary[] };
    const closed = items.find((e) => e.restriction === 1 && !(e.territories ?? []).includes('DE'))!;
    const performance = items.find((e) => e.restriction === 2)!;
    expect(closed).toBeDefined();
    for (const [edition, text] of [
      [closed, AVAILABILITY_TEXT.unavailable],
      [performance, AVAILABILITY_TEXT.performance],
    ] as const) {
      await page.goto(`/search?q=${encodeURIComponent(edition.title)}`);
      const card = page
        .locator('main .card')
        .filter({ has: page.getByRole('link', { name: edition.title, exact: true }) })
        .first();
      await expect(card).toContainText(text);
    }
  });

  test('is axe clean at 1280 px, with results and with none', async ({ page }) => {
    await loadHydrated(page, '/search?q=piano&grade=3');
    expect(await axeViolations(page)).toEqual([]);
    await loadHydrated(page, '/search?q=piano&grade=1&period=baroque');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('faceted search at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the facets are a drawer whose button shows the count; it opens and closes by keyboard', async ({ page, consoleLog }) => {
    await loadHydrated(page, '/search?q=piano');
    const total = await editionTotal(page);
    const toggle = page.locator('summary.search-drawer__toggle');
    await expect(toggle).toHaveText(FACET_TEXT.drawer({ count: String(total) }));
    const form = page.getByRole('search', { name: SEARCH_TEXT.filtersLabel });
    await expect(form).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(form).toBeVisible();
    const expected = await shownCount(grade3(page));
    await grade3(page).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL('/search?q=piano&grade=3');
    // The drawer stays open while filtering; its button follows the count.
    await expect(form).toBeVisible();
    await expect(toggle).toHaveText(FACET_TEXT.drawer({ count: String(expected) }));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('faceted search without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the plain GET form filters', async ({ page }) => {
    await page.goto('/search?q=piano');
    const expected = await shownCount(romantic(page));
    await grade3(page).check();
    await page.getByRole('button', { name: FACET_TEXT.submit }).click();
    await expect(page).toHaveURL(/\/search\?.*grade=3/);
    await romantic(page).check();
    await inGermany(page).check();
    await page.getByRole('button', { name: FACET_TEXT.submit }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('piano');
    expect(url.searchParams.get('grade')).toBe('3');
    expect(url.searchParams.get('period')).toBe('romantic');
    expect(url.searchParams.get('open')).toBe('1');
    await expect(grade3(page)).toBeChecked();
    await expect(inGermany(page)).toBeChecked();
    expect(await editionTotal(page)).toBeLessThanOrEqual(expected);
  });

  test('the plain form lands on the tidy address the enhanced form leads to', async ({ page }) => {
    await page.goto('/search?q=piano');
    await chooseGrade3ByTitle(page);
    await page.getByRole('button', { name: FACET_TEXT.submit }).click();
    await expect(page).toHaveURL(PIANO_GRADE_3_BY_TITLE);
    await expect(grade3(page)).toBeChecked();
    await expect(page.getByLabel(FACET_TEXT.sort)).toHaveValue('title');
  });

  test('a format chosen in the plain form narrows the results to the count it showed', async ({ page }) => {
    await page.goto('/search?q=concerto');
    const all = await editionTotal(page);
    const format = page.getByLabel(FACET_TEXT.format, { exact: true });
    const reduction = format.locator('option[value="piano-reduction"]');
    const expected = Number((await reduction.textContent())!.match(/\(([\d,]+)\)$/)![1]!.replace(/,/g, ''));
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    await format.selectOption('piano-reduction');
    await page.getByRole('button', { name: FACET_TEXT.submit }).click();
    // The plain form's blanks are tidied away by the worker's redirect: the enhanced form's address.
    await expect(page).toHaveURL('/search?q=concerto&format=piano-reduction');
    expect(await editionTotal(page)).toBe(expected);
    await expect(format).toHaveValue('piano-reduction');
    await expect(reduction).toHaveText(FACET_TEXT.option({ label: FORMAT_TEXT['piano-reduction'], count: String(expected) }));
  });

  test('at 375 px the drawer still opens', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/search?q=piano');
    await page.locator('summary.search-drawer__toggle').click();
    await expect(page.getByRole('search', { name: SEARCH_TEXT.filtersLabel })).toBeVisible();
  });
});
