import type { Page } from '@playwright/test';
import { chunkOf, expect, footerHydrated, holdChunk, holdPageCode, hydrated, loadHydrated, markDocument, sameDocument, test, watchScripts } from './fixtures';
import { HEADER_TEXT, SHELL_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { NEWSLETTER_TEXT } from '#messages/client/components/layout/newsletter';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { FEATURES_TEXT } from '#messages/client/routes/marketing/features';
import { BLOG_TEXT } from '#messages/client/routes/blog/blog';
import { HOME_TEXT } from '#messages/client/routes/home/home';

/**
 * The header's search box and the footer (its links, its newsletter form) hydrate on first use,
 * or, as islands of the layout, at a mouse's first move (shared/framework/page/hydrate-on-use.tsx):
 * their code is in no page's first load, and what the visitor does before it arrives (typing,
 * leaving a field, sending a form, following a link) still counts. The search box sent and the newsletter signed up to before their code, each way a
 * visitor can, are in forms-before-wake.spec.ts.
 */

const SEARCH_CHUNK = chunkOf('client/components/search/search-box.tsx');
const FOOTER_CHUNK = chunkOf('client/components/layout/footer.tsx');

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: SEARCH_BOX_TEXT.listboxLabel });
const emailField = (page: Page) => page.getByRole('contentinfo').getByLabel(NEWSLETTER_TEXT.label, { exact: true });

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('neither island is in the first load; the search box loads its code when touched, the footer as it nears the screen', async ({ page, consoleLog }) => {
    const scripts = watchScripts(page);
    await loadHydrated(page, '/');
    // The footer is more than a screen below (so its form has no reason to load yet).
    expect(await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top > 2 * innerHeight)).toBe(true);
    expect(scripts).not.toContain(SEARCH_CHUNK);
    expect(scripts).not.toContain(FOOTER_CHUNK);

    // A finger drawn a little way up the page (its moves are touch pointer moves), then a touch on the box.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 600, y }] });
    // The drag scrolls the page; a tap while it still moves would only stop it, as on a phone.
    type Scrolling = Window & { scrollEnded?: Promise<unknown> };
    await page.evaluate(() => {
      (window as Scrolling).scrollEnded = new Promise((resolve) => addEventListener('scrollend', resolve, { once: true }));
    });
    await touch('touchStart', 500);
    for (const y of [490, 480, 470]) await touch('touchMove', y);
    await touch('touchEnd', 470);
    await page.evaluate(() => (window as Scrolling).scrollEnded);
    await searchBox(page).tap();
    await expect.poll(() => scripts).toContain(SEARCH_CHUNK);
    // The tap's focus follows its touches as a gesture of its own.
    await expect(searchBox(page)).toBeFocused();
    // A finger's moves are not a mouse's: the footer still waits for the visitor to come near it.
    // (Typing a search would bring it: the results page's render needs it, docs/decisions/073.)
    expect(scripts).not.toContain(FOOTER_CHUNK);

    // The footer, with the newsletter form, loads as it nears the screen.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts).toContain(FOOTER_CHUNK);
    await footerHydrated(page);

    // The box answers what a finger types.
    await page.evaluate(() => window.scrollTo(0, 0));
    await searchBox(page).tap();
    await page.keyboard.type('bee');
    await expect(suggestions(page)).toBeVisible();
    expect(consoleLog.problems).toEqual([]);
  });
});

test('a mouse’s first move on the hydrated page wakes both islands, ahead of the first page change', async ({ page, consoleLog }) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/');
  expect(scripts).not.toContain(SEARCH_CHUNK);
  expect(scripts).not.toContain(FOOTER_CHUNK);

  // A move over the page's top corner, on nothing of either island: the layout's islands hydrate,
  // so the next page's render does not wait for them.
  await page.mouse.move(5, 5);
  await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
  await footerHydrated(page);
  expect(scripts).toContain(SEARCH_CHUNK);
  expect(scripts).toContain(FOOTER_CHUNK);
  expect(await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top > 2 * innerHeight)).toBe(true);

  await searchBox(page).click();
  await page.keyboard.type('bee');
  await expect(suggestions(page)).toBeVisible();
  expect(consoleLog.problems).toEqual([]);
});

// Nothing more typed, no other press: the box woke with the page, and took what it found, even
// where what was typed is the very query the results page wrote there.
for (const { name, path, typeOver } of [
  { name: 'text typed into the search box before the page’s code came gets its suggestions once it has', path: '/', typeOver: false },
  { name: 'the results page’s query typed again before the page’s code came gets its suggestions once it has', path: '/search?q=bee', typeOver: true },
]) {
  test(name, async ({ page, consoleLog }) => {
    const release = await holdPageCode(page);
    // Parsed is enough: the held modules, preloaded once the page has painted, hold its `load`.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await searchBox(page).click();
    if (typeOver) {
      // The query selected and typed over with the same word: the box holds what the server wrote.
      await expect(searchBox(page)).toHaveValue('bee');
      await page.keyboard.press('ControlOrMeta+A');
    }
    await page.keyboard.type('bee');
    await release();
    await hydrated(page);
    await expect(suggestions(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('bee');
    await expect(searchBox(page)).toBeFocused();
    expect(consoleLog.problems).toEqual([]);
  });
}

// The page's own module is held until the box's code is asked for, and the page cannot hydrate
// without it: the box's code must be asked for as the page's code runs, not once it has hydrated.
test('text typed into the search box before the page’s code came has the box’s code asked for before the page hydrates', async ({ page, consoleLog }) => {
  const pageModule = await holdChunk(page, chunkOf('client/routes/home/home.tsx'));
  const entry = await holdChunk(page, chunkOf('client/entry.client.tsx'));
  page.on('request', (request) => new URL(request.url()).pathname === SEARCH_CHUNK && pageModule.release());
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await searchBox(page).click();
  await page.keyboard.type('bee');
  await entry.requested;
  entry.release();
  await hydrated(page);
  await expect(suggestions(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue('bee');
  expect(consoleLog.problems).toEqual([]);
});

test('a newsletter field left before its code arrived gets its message once the code is there', async ({ page, consoleLog }) => {
  await loadHydrated(page, '/features');
  const chunk = await holdChunk(page, FOOTER_CHUNK);
  await emailField(page).focus();
  await chunk.requested;
  await page.keyboard.type('not an address');
  await page.keyboard.press('Tab');
  await expect(emailField(page)).toHaveValue('not an address');

  chunk.release();
  await expect(emailField(page)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalid);
  await emailField(page).fill('ada@example.com');
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(consoleLog.problems).toEqual([]);
});

test('a navigation before either island was used leaves both working on the next page', async ({ page, consoleLog }) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/');
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.blog, exact: true }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // The navigation brought both islands' code, so they hydrated with the page they were on.
  expect(scripts).toContain(SEARCH_CHUNK);
  expect(scripts).toContain(FOOTER_CHUNK);
  await expect(searchBox(page)).toBeVisible();
  await expect(emailField(page)).toBeAttached();
  await searchBox(page).fill('bee');
  await expect(suggestions(page)).toBeVisible();
  expect(consoleLog.problems).toEqual([]);
});

test('the skip link, followed before the layout’s islands woke, leaves the search box on the page', async ({ page, consoleLog }) => {
  // Following a fragment is a return to the router (a POP) made inside the popstate event, which
  // React would render at once, dropping the box's server HTML (shared/framework/browser/returns-at-once.ts).
  await loadHydrated(page, '/');
  const search = await holdChunk(page, SEARCH_CHUNK);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: SHELL_TEXT.skipLink })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/#main');
  // The router's update woke the box; while its code is on the way the server's box stays.
  await search.requested;
  await expect(searchBox(page)).toBeVisible();
  search.release();
  await searchBox(page).fill('bee');
  await expect(suggestions(page)).toBeVisible();
  expect(consoleLog.problems).toEqual([]);
});

test('Back, pressed while a link’s page waits for the search box’s code, leaves the box on the page', async ({ page, consoleLog }) => {
  // A return renders at once, outside a transition, only once no island is the server's HTML.
  await loadHydrated(page, '/');
  await markDocument(page);
  const search = await holdChunk(page, SEARCH_CHUNK);
  // By keyboard: a mouse's move would wake the layout's islands first (decision 068).
  await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.blog, exact: true }).focus();
  await page.keyboard.press('Enter');
  await search.requested;
  await expect(page).toHaveURL('/blog');
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: HOME_TEXT.featuredPublishers })).toBeVisible();
  await expect(searchBox(page)).toBeVisible();
  search.release();
  await searchBox(page).fill('bee');
  await expect(suggestions(page)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(consoleLog.problems).toEqual([]);
});

test('when the search code cannot load, the box stays and searches the native way', async ({ page }) => {
  await loadHydrated(page, '/');
  await page.route(`**${SEARCH_CHUNK}`, (route) => route.abort());
  await markDocument(page);
  await searchBox(page).fill('bee');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=bee');
  expect(await sameDocument(page)).toBe(false);
  await expect(searchBox(page)).toHaveValue('bee');
});

test('a click on a footer link before the footer code arrives opens the page in place at once', async ({ page, consoleLog }) => {
  await loadHydrated(page, '/');
  await markDocument(page);
  const chunk = await holdChunk(page, FOOTER_CHUNK);
  const link = page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.features, exact: true });
  await link.scrollIntoViewIfNeeded();
  await chunk.requested;
  await link.click();
  // Not held for the footer's code, nor a native navigation: the router opens the page now, and
  // shows it once the footer, which stays on the next page, has its code.
  await expect(page).toHaveURL('/features');

  chunk.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FEATURES_TEXT.heading);
  await footerHydrated(page);
  expect(await sameDocument(page)).toBe(true);
  expect(consoleLog.problems).toEqual([]);
});

test('a link pressed as the footer turns into its copy, its code failing, is released on the copy and still opens its page', async ({ page }) => {
  await loadHydrated(page, '/');
  // The footer's code fails only once the link is pressed: the footer becomes the server's copy
  // (new elements in place of the old) between the press and the release.
  let fail!: () => void;
  const pressed = new Promise<void>((resolve) => (fail = resolve));
  await page.route(`**${FOOTER_CHUNK}`, async (route) => {
    await pressed;
    await route.abort();
  });
  await markDocument(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.features, exact: true });
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  fail();
  await expect(page.locator('.hydrate-on-use__copy')).toHaveCount(1);
  await page.mouse.up();
  await expect(page).toHaveURL('/features');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FEATURES_TEXT.heading);
  expect(await sameDocument(page)).toBe(true);
});

test('when the footer code cannot load, its links still open their pages, in place, and stay links', async ({ page }) => {
  await loadHydrated(page, '/');
  await page.route(`**${FOOTER_CHUNK}`, (route) => route.abort());
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.features, exact: true }).click();
  await expect(page).toHaveURL('/features');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FEATURES_TEXT.heading);
  expect(await sameDocument(page)).toBe(true);
  // The footer is the server's copy now (its code never came): its links still open their pages
  // in place.
  await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.blog, exact: true }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('list', { name: BLOG_TEXT.latestArticles })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});
