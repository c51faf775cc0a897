import type { Page } from '@playwright/test';
import { chunkOf, expect, loadHydrated, markDocument, navigationCodeIn, sameDocument, test, watchPageData, watchScripts, isAnalytics } from './fixtures';
import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { PREFETCHES_PER_PAGE_VIEW } from '../../shared/framework/browser/prefetch';
import { INTENT_REST_MS } from '../../shared/framework/page/link-intent';

/**
 * Issue "Instant navigation", item 1: a link the visitor is about to follow has its page's code
 * and data fetched ahead (shared/framework/page/link-intent.ts, shared/framework/browser/prefetch.ts), and the click reads
 * them with no request of its own.
 */

/** A work page's data (shared/framework/protocol/page-data.ts), as watchPageData writes it. */
const isWorkData = (request: string) => request.startsWith('GET /work/');
const workLinks = (page: Page) => page.locator('main a[href^="/work/"]');
/** The results page's data. */
const isSearchData = (request: string) => request.startsWith('GET /search');
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: SEARCH_BOX_TEXT.submit });

/** Resolves once no data request has started for `quietMs`: whatever was fetched ahead has been. */
async function settled(requests: string[], quietMs = 400): Promise<void> {
  let seen = -1;
  await expect
    .poll(
      () => {
        const now = requests.length;
        const still = now === seen;
        seen = now;
        return still;
      },
      { intervals: [quietMs] },
    )
    .toBe(true);
}

/**
 * Moves the mouse and resolves once the page has the move: Chromium hands pointer moves to the
 * page with its next frame, so with the page's clock standing still this keeps them in step.
 */
async function pointerTo(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(() => {
    const probe = window as unknown as { nextMove: Promise<void> };
    probe.nextMove = new Promise<void>((resolve) => addEventListener('pointermove', () => resolve(), { once: true, capture: true }));
  });
  await page.mouse.move(x, y);
  await page.evaluate(() => (window as unknown as { nextMove: Promise<void> }).nextMove);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a link the pointer rests on is fetched ahead, and the click then needs no request', async ({ page, baseURL, consoleLog }) => {
  await loadHydrated(page, '/');
  await markDocument(page);
  const data = watchPageData(page, baseURL!);
  const link = workLinks(page).first();
  const href = (await link.getAttribute('href'))!;
  await link.hover();
  await expect.poll(() => data.some(isWorkData)).toBe(true);
  await settled(data);
  const before = data.length;

  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(data.slice(before)).toEqual([]);
  expect(consoleLog.problems).toEqual([]);
});

test('a pointer passing slowly over a card, never still, fetches nothing; once still it does', async ({ page, baseURL }) => {
  await loadHydrated(page, '/');
  // The page's clock stands still and moves only when the test says: the pointer's pace is
  // exact, however busy the machine (under load, real events can come further apart than the rest).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const data = watchPageData(page, baseURL!);
  const link = workLinks(page).first();
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  const y = box.y + box.height / 2;
  // To and fro along the link for ten times the rest, 10 px (more than the stillness allowance)
  // each 20 ms: about 500 px/s, an unhurried hand, moving all the while.
  const [left, right] = [box.x + 1, box.x + box.width - 1];
  let x = left;
  let step = 10;
  for (let elapsed = 0; elapsed < INTENT_REST_MS * 10; elapsed += 20) {
    if (x + step > right || x + step < left) step = -step;
    x += step;
    await pointerTo(page, x, y);
    await page.clock.runFor(20);
  }
  // Off the link, onto the page's heading, where no link is.
  await page.getByRole('heading', { level: 1 }).hover();
  await page.clock.runFor(INTENT_REST_MS * 4);
  await page.waitForTimeout(300);
  expect(data).toEqual([]);

  // Back onto the link (the hover may have scrolled the page), and still there.
  await link.scrollIntoViewIfNeeded();
  const still = (await link.boundingBox())!;
  await pointerTo(page, still.x + still.width / 2, still.y + still.height / 2);
  await page.clock.runFor(INTENT_REST_MS);
  await expect.poll(() => data.some(isWorkData)).toBe(true);
});

test('keyboard focus on a link is intent too', async ({ page, baseURL }) => {
  await loadHydrated(page, '/');
  const data = watchPageData(page, baseURL!);
  await workLinks(page).first().focus();
  await expect.poll(() => data.some(isWorkData)).toBe(true);
});

test('a prefetch that failed is asked again on the click, and a real fault shows the error page', async ({ page, baseURL }) => {
  await loadHydrated(page, '/');
  let failing = true;
  await page.route('**/work/**/__data*', (route) => (failing ? route.fulfill({ status: 503, json: { error: 'upstream' } }) : route.continue()));
  const data = watchPageData(page, baseURL!);
  const [first, second] = [workLinks(page).nth(0), workLinks(page).nth(1)];

  // The fault is over by the click: the navigation asks again and shows the page.
  await first.hover();
  await expect.poll(() => data.filter(isWorkData).length).toBe(1);
  await settled(data);
  failing = false;
  const href = (await first.getAttribute('href'))!;
  await first.click();
  // The address changes once the page's loader has its data.
  await expect(page).toHaveURL(href);
  expect(data.filter(isWorkData)).toHaveLength(2);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(UNAVAILABLE_TEXT.title);

  // A fault that lasts: the click shows the error page, as without a prefetch.
  await loadHydrated(page, '/');
  failing = true;
  await second.hover();
  await settled(data);
  await second.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE_TEXT.title);
});

test('nothing is fetched ahead for a visitor who saves data', async ({ page, baseURL }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  await loadHydrated(page, '/');
  const data = watchPageData(page, baseURL!);
  await workLinks(page).first().hover();
  await workLinks(page).nth(1).focus();
  await page.waitForTimeout(600);
  expect(data).toEqual([]);
  await workLinks(page).first().click();
  await expect.poll(() => data.some(isWorkData)).toBe(true);
  // Nor the results page's code as a search is typed (the box's own code comes as it is used).
  const scripts = watchScripts(page);
  await searchBox(page).pressSequentially('bach');
  await page.waitForTimeout(600);
  expect(scripts).not.toContain(chunkOf('client/routes/search/search.tsx'));
});

test(`at most ${PREFETCHES_PER_PAGE_VIEW} pages are fetched ahead per page view`, async ({ page, baseURL }) => {
  // A results page: more editions than the bound.
  await loadHydrated(page, '/search?q=bach');
  const links = workLinks(page);
  const hrefs = [...new Set(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!)))];
  expect(hrefs.length).toBeGreaterThan(PREFETCHES_PER_PAGE_VIEW);
  const data = watchPageData(page, baseURL!);
  for (const href of hrefs) await page.locator(`main a[href="${href}"]`).first().focus();
  await settled(data);
  expect(data.filter(isWorkData)).toHaveLength(PREFETCHES_PER_PAGE_VIEW);
});

test('links to other sites, downloads and addresses only the worker answers are never fetched ahead', async ({ page }) => {
  await loadHydrated(page, '/');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    for (const [href, download] of [
      ['/app-review', false],
      ['https://example.com/work/x', false],
      ['/work/the-well-tempered-clavier-book-1-ed-000001', true],
    ] as const) {
      const link = Object.assign(document.createElement('a'), { href, textContent: href, className: 'probe-link' });
      if (download) link.setAttribute('download', '');
      main.prepend(link);
    }
  });
  // What navigations need comes once the page is idle (shared/framework/browser/navigation-code.ts): not a fetch ahead.
  await navigationCodeIn(page);
  const requests: string[] = [];
  // The page view's analytics beacon may leave late on a busy machine; it is no fetch ahead.
  page.on('request', (request) => !isAnalytics(request.url()) && requests.push(new URL(request.url()).pathname));
  for (const link of await page.locator('a.probe-link').all()) await link.focus();
  await page.waitForTimeout(600);
  // No page code, no data.
  expect(requests).toEqual([]);
});

test("typing a search fetches the results page's code ahead, not its data; sending it asks for no code", async ({ page, baseURL, consoleLog }) => {
  await loadHydrated(page, '/');
  await markDocument(page);
  const data = watchPageData(page, baseURL!);
  const scripts = watchScripts(page);
  await searchBox(page).pressSequentially('bach');
  // The results page's own module, which no other page needs.
  await expect.poll(() => scripts).toContain(chunkOf('client/routes/search/search.tsx'));
  await settled(scripts);
  // Its data waits for the words the visitor sends.
  expect(data.filter(isSearchData)).toEqual([]);
  const before = scripts.length;

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=bach');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(scripts.slice(before)).toEqual([]);
  expect(data.filter(isSearchData)).toEqual(['GET /search?q=bach']);
  expect(consoleLog.problems).toEqual([]);
});

test('a pointer resting on the search button fetches the results for the words typed; the search then needs no request', async ({
  page,
  baseURL,
  consoleLog,
}) => {
  await loadHydrated(page, '/');
  await markDocument(page);
  const data = watchPageData(page, baseURL!);
  // With the box empty the button leads to the box, not to results: nothing to fetch.
  await searchButton(page).hover();
  await page.waitForTimeout(600);
  expect(data).toEqual([]);

  await searchBox(page).fill('bach');
  await page.mouse.move(0, 0);
  await searchButton(page).hover();
  await expect.poll(() => data).toEqual(['GET /search?q=bach']);
  await settled(data);

  await searchButton(page).click();
  await expect(page).toHaveURL('/search?q=bach');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(data).toEqual(['GET /search?q=bach']);
  expect(consoleLog.problems).toEqual([]);
});

// In English and under a language's prefix, which the router adds to the suggestion's address.
for (const prefix of ['', '/de']) {
  test(`a suggestion the visitor stays on is fetched ahead, and choosing it then needs no request${prefix && ` (${prefix})`}`, async ({
    page,
    baseURL,
    consoleLog,
  }) => {
    await loadHydrated(page, `${prefix}/`);
    await markDocument(page);
    const data = watchPageData(page, baseURL!);
    const box = page.locator('header .search-box__input');
    await box.fill('bach');
    await expect(page.locator('header [role="option"]').first()).toBeVisible();
    // Suggestions shown, none chosen: nothing is fetched.
    await settled(data);
    expect(data).toEqual([]);

    await box.press('ArrowDown');
    await expect.poll(() => data).toHaveLength(1);
    await settled(data);
    const ahead = data[0]!.slice('GET '.length);
    expect(ahead.startsWith(`${prefix}/`)).toBe(true);

    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(ahead);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(data).toHaveLength(1);
    expect(consoleLog.problems).toEqual([]);
  });
}
