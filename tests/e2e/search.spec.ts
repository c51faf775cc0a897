import type { Page, Request, Route } from '@playwright/test';
import { test, expect, hydrated, markDocument, sameDocument, twoFrames, axeBuilder } from './fixtures';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { SEARCH_BOX_TEXT, SUGGESTION_GROUP_LABELS } from '#messages/client/components/search/search';
import { FACET_TEXT, SEARCH_TEXT } from '#messages/client/routes/search/search';
import type { Suggestion } from '../../shared/suggestions';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

const LOOKUP = /\/api\/v4\/search\/lookup(artist|edition|composition|ensemble)\?/;

/** The text a lookup request asks about. */
function lookupText(request: Request): string | null {
  const url = new URL(request.url());
  if (!LOOKUP.test(url.pathname + url.search)) return null;
  return url.searchParams.get('artist') ?? url.searchParams.get('edition') ?? url.searchParams.get('queryString');
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: SEARCH_BOX_TEXT.listboxLabel });

/** The results summary, e.g. "14 editions". */
const summary = (page: Page) => page.locator('main .list-summary');
const editionTotal = async (page: Page) => Number((await summary(page).textContent())!.match(/^(\d+) editions?/)![1]);

test.describe('header search type-ahead', () => {
  test.use({ viewport: DESKTOP });

  test('the keyboard moves through grouped suggestions and Enter opens one in place', async ({ page, consoleLog }) => {
    const artists = (await (await page.request.get('/api/v4/search/lookupartist?artist=bee&top=5')).json()) as Suggestion[];
    expect(artists[0]).toBeDefined();
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);

    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('bee');
    const listbox = suggestions(page);
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    // Grouped under visible labels, artists first.
    await expect(listbox.getByRole('group', { name: SUGGESTION_GROUP_LABELS.artist })).toBeVisible();
    await expect(listbox.getByRole('group', { name: SUGGESTION_GROUP_LABELS.edition })).toBeVisible();
    await expect(listbox.getByText(SUGGESTION_GROUP_LABELS.artist, { exact: true })).toBeVisible();
    const options = listbox.getByRole('option');
    const count = await options.count();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(`${count} suggestions`);
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    // Down to the first option, Up wraps to the last, Down wraps back to the first.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveText(artists[0]!.label);
    await expect(box).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/artists/${artists[0]!.slug}`);
    expect(await sameDocument(page)).toBe(true);
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(consoleLog.problems).toEqual([]);
  });

  test('Escape closes the suggestions, a second Escape clears the box; Tab closes them', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = searchBox(page);
    const listbox = suggestions(page);
    await box.click();
    await page.keyboard.type('bee');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('bee');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('bee');
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(listbox).toBeHidden();
  });

  test('typing quickly sends lookups for the last text only', async ({ page, consoleLog }) => {
    await page.goto('/');
    await hydrated(page);
    const sent: Request[] = [];
    const failed: Request[] = [];
    page.on('request', (request) => lookupText(request) !== null && sent.push(request));
    page.on('requestfailed', (request) => lookupText(request) !== null && failed.push(request));

    await searchBox(page).click();
    await page.keyboard.type('bee');
    await expect(suggestions(page)).toBeVisible();
    await expect.poll(() => sent.filter((r) => lookupText(r) === 'bee').length).toBe(4);
    // "b" is too short; "be" was typed over before its debounce ran out, or aborted if it was sent.
    for (const request of sent.filter((r) => lookupText(r) !== 'bee')) expect(failed).toContain(request);
    expect(consoleLog.problems).toEqual([]);
  });

  test('a slow answer for an earlier text is aborted and never shown', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Hold every lookup for "be" so it is still in flight when the visitor types on.
    const held: Route[] = [];
    await page.route(LOOKUP, async (route) => {
      if (lookupText(route.request()) === 'be') held.push(route);
      else await route.continue();
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => lookupText(request) === 'be' && failed.push(request.url()));
    // Lookups for the final text whose answers the page has received in full.
    const answered: string[] = [];
    page.on('requestfinished', (request) => lookupText(request) === 'bee' && answered.push(request.url()));
    // Every option text the listbox ever shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seenOptions: string[] }).seenOptions = []);
      const listbox = document.querySelector('header [role="listbox"]')!;
      new MutationObserver(() => {
        if (listbox.hasAttribute('hidden')) return;
        for (const option of listbox.querySelectorAll('[role="option"]')) seen.push(option.textContent ?? '');
      }).observe(listbox, { subtree: true, childList: true, attributes: true, characterData: true });
    });

    const box = searchBox(page);
    await box.click();
    // The box's own code sends and cancels these lookups: typed before it runs, they would be the
    // boot script's (decision 072), which nothing cancels.
    await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.type('be');
    await expect.poll(() => held.length).toBe(4);
    await page.keyboard.type('e');
    const listbox = suggestions(page);
    await expect(listbox).toBeVisible();
    await expect.poll(() => failed.length).toBe(4);

    // Answering the stale lookups now changes nothing: they were cancelled.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    // Settled: every lookup for "bee" answered, and frames drawn after the last answer, so
    // anything a late answer could have shown would be on screen (and in seenOptions) by now.
    await expect.poll(() => answered.length).toBe(4);
    await twoFrames(page);
    const shown = await listbox.getByRole('option').allTextContents();
    const beeArtists = (await (await page.request.get('/api/v4/search/lookupartist?artist=bee&top=5')).json()) as Suggestion[];
    const beArtists = (await (await page.request.get('/api/v4/search/lookupartist?artist=be&top=5')).json()) as Suggestion[];
    const onlyForBe = beArtists.map((a) => a.label).filter((label) => !beeArtists.some((a) => a.label === label));
    expect(onlyForBe.length).toBeGreaterThan(0);
    const seen = await page.evaluate(() => (window as unknown as { seenOptions: string[] }).seenOptions);
    for (const text of seen) expect(shown).toContain(text);
    for (const label of onlyForBe) expect(seen).not.toContain(label);
  });

  test('Enter with no active option opens the results page in place', async ({ page, consoleLog }) => {
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);
    await searchBox(page).click();
    await page.keyboard.type('bee');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=bee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEARCH_TEXT.resultsFor({ query: 'bee' }));
    expect(await editionTotal(page)).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: SEARCH_TEXT.editions }).getByRole('link').first()).toHaveAttribute('href', /^\/work\//);
    expect(await sameDocument(page)).toBe(true);
    await expect(suggestions(page)).toBeHidden();
    await expect(searchBox(page)).toHaveValue('bee');
    expect(consoleLog.problems).toEqual([]);
  });

  test('a click on a work or ensemble searches for it', async ({ page, consoleLog }) => {
    await page.goto('/');
    await hydrated(page);
    await searchBox(page).click();
    await page.keyboard.type('string qu');
    const ensembles = suggestions(page).getByRole('group', { name: SUGGESTION_GROUP_LABELS.ensemble });
    await ensembles.getByRole('option', { name: 'String quartet' }).click();
    await expect(page).toHaveURL('/search?q=String+quartet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEARCH_TEXT.resultsFor({ query: 'String quartet' }));
    await expect(suggestions(page)).toBeHidden();
    expect(consoleLog.problems).toEqual([]);
  });

  test('the combobox with its suggestions open has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await searchBox(page).click();
    await page.keyboard.type('str');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const results = await axeBuilder(page).include('header').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('header layout with the search box', () => {
  test('at 1280 px the box sits in the one-row bar', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const box = searchBox(page);
    await expect(box).toBeVisible();
    const header = await page.locator('.header__inner').boundingBox();
    const input = await box.boundingBox();
    const logIn = await page.getByRole('link', { name: new RegExp(`^${HEADER_TEXT.logIn}`) }).boundingBox();
    // One row: the header is no taller than its minimum, and the box shares the row with Login.
    expect(header!.height).toBeLessThanOrEqual(64);
    expect(Math.abs(input!.y + input!.height / 2 - (logIn!.y + logIn!.height / 2))).toBeLessThan(4);
    expect(input!.width).toBeGreaterThanOrEqual(140);
  });

  test('at 1024 px the box folds into a button that opens it, keeping the bar on one row', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto('/');
    await hydrated(page);
    expect((await page.locator('.header__inner').boundingBox())!.height).toBeLessThanOrEqual(64);
    const button = page.getByRole('banner').getByRole('button', { name: SEARCH_BOX_TEXT.submit, exact: true });
    await button.click();
    const box = searchBox(page);
    await expect(box).toBeFocused();
    expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(240);
    await page.keyboard.type('bee');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=bee');
  });

  test('at 375 px the box is in the mobile menu and works there', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await hydrated(page);
    const before = await page.locator('.header__inner').boundingBox();
    await expect(searchBox(page)).toBeHidden();
    await page.getByRole('button', { name: HEADER_TEXT.menu }).click();
    const box = searchBox(page);
    await expect(box).toBeVisible();
    const input = await box.boundingBox();
    expect(input!.x).toBeGreaterThanOrEqual(0);
    expect(input!.x + input!.width).toBeLessThanOrEqual(MOBILE.width);
    await box.click();
    await page.keyboard.type('bee');
    await expect(suggestions(page)).toBeVisible();
    // Escape closes the suggestions but leaves the menu open.
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=bee');
    // Navigation closed the menu; the bar is as it was.
    await expect(searchBox(page)).toBeHidden();
    expect((await page.locator('.header__inner').boundingBox())!.height).toBe(before!.height);
  });
});

test.describe('results page', () => {
  test('changing a filter narrows the results in place, keeping focus', async ({ page, consoleLog }) => {
    await page.goto('/search?q=bach');
    await hydrated(page);
    const all = await editionTotal(page);
    const group = page.getByLabel(FACET_TEXT.group, { exact: true });
    await group.focus();
    await group.selectOption('keyboard');
    await expect(page).toHaveURL('/search?q=bach&group=keyboard');
    await expect.poll(() => editionTotal(page)).toBeLessThan(all);
    await expect(group).toBeFocused();
    await expect(group).toHaveValue('keyboard');

    // The legacy names (group=, instrument=) are the facets' own; the address keeps one order.
    await page.getByLabel(FACET_TEXT.instrumentRef, { exact: true }).selectOption('IN-001');
    await expect(page).toHaveURL('/search?q=bach&instrument=IN-001&group=keyboard');
    await expect(summary(page)).toBeVisible();
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box and the filter form still search', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('bach');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=bach');
    const all = await editionTotal(page);
    await page.getByLabel(FACET_TEXT.group, { exact: true }).selectOption('keyboard');
    await page.getByRole('button', { name: FACET_TEXT.submit }).click();
    // A plain GET form also sends its blank fields; the search ignores them.
    await expect(page).toHaveURL(/\/search\?q=bach&.*group=keyboard/);
    expect(await editionTotal(page)).toBeLessThan(all);
  });
});
