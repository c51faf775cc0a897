import { test, expect, holdPageCode, hydrated, markDocument, sameDocument } from './fixtures';
import type { Page } from '@playwright/test';
import { COOKIE_TEXT, HEADER_TEXT } from '#messages/client/components/layout/layout';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { CONSENT_PATH, COOKIE_CONSENT } from '../../shared/spec';
import { LANGUAGE_TAGS, LANGUAGES, localizedPath } from '../../shared/languages';

/**
 * A first visit (no consent yet, so the cookie bar shows) at a phone's, a tablet's and a
 * desktop's width: every link and button on the page, the footer's and its language switcher's
 * included, can be brought into view and clicked, not covered by the bar; the switcher leads to
 * the page in the other language; Accept sets the consent cookie and the page after has no bar;
 * on a phone the header's menu opens (a link to it stands in for its button) with its switcher.
 * Before the page's code runs (it starts after `load`: here every script is held back) and
 * without it (JavaScript off), then with it.
 */

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
];

/** A long page and a light one (white header) whose list ends just above the footer. */
const PAGES = ['/', '/artists?letter=B'];
const SWITCHER_PAGE = '/artists?letter=B';
/** Accept is pressed on a page with a language prefix and a query: the answer must come back to it. */
const ACCEPT_PAGE = '/de/artists?letter=B';

interface Reach {
  /** Each control checked, as "tag 'text'". */
  checked: string[];
  /** Each one whose centre, once scrolled into view, is something else: "control under thing". */
  covered: string[];
}

/**
 * Scrolls each visible link and button matched by `selector` to the middle of the viewport (as
 * far as the page lets it) and asks the browser what is at the centre of its first box: the
 * control itself or something inside it, or it is covered. Read in one go, so nothing the page
 * does between two checks can move the controls.
 */
function reach(page: Page, selector: string): Promise<Reach> {
  return page.evaluate((selector) => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} '${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}'`;
    const checked: string[] = [];
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      // Hidden (a closed menu, the hidden Learning dropdown) or the skip link, off screen until focused.
      if (!control.checkVisibility() || control.matches('.skip-link')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = control.getClientRects()[0]!;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      checked.push(name(control));
      if (!hit || !(hit === control || control.contains(hit))) covered.push(`${name(control)} under ${hit ? `${name(hit)} .${hit.className}` : 'nothing'}`);
    }
    return { checked, covered };
  }, selector);
}

const EVERY_CONTROL = 'a[href], button';
const FOOTER_SWITCHER = 'footer .language-switcher a';

const bar = (page: Page) => page.getByRole('region', { name: COOKIE_TEXT.regionLabel });

/** The whole page reaches, the bar showing: every control, the switcher's seven among them. */
async function expectEverythingReachable(page: Page) {
  await expect(bar(page)).toBeVisible();
  const all = await reach(page, EVERY_CONTROL);
  expect(all.covered).toEqual([]);
  expect(all.checked.length).toBeGreaterThan(40);
  const switcher = await reach(page, FOOTER_SWITCHER);
  expect(switcher.checked).toHaveLength(LANGUAGES.length);
  expect(switcher.covered).toEqual([]);
  // The bar's own controls are reachable too.
  expect((await reach(page, '.cookie-bar a[href], .cookie-bar button')).checked).toHaveLength(2);
}

/** The code never ran: the page is the server's HTML alone. */
async function expectNoCode(page: Page) {
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
}

/** A page taken once parsed: with its scripts held, its `load` never comes. */
const PARSED = { waitUntil: 'domcontentloaded' } as const;

const MODES = {
  'JavaScript off': { javaScript: false },
  'every script held back': { javaScript: true },
} as const;

for (const [mode, { javaScript }] of Object.entries(MODES)) {
  test.describe(`first visit, ${mode}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test.beforeEach(async ({ page }) => {
      // The page's code is asked for once the first paint is drawn (shared/framework/browser/boot.ts):
      // it never comes, as on a phone still loading it, or a network that drops it. A module
      // preload holds `load`, so each page is taken as parsed (PARSED).
      if (javaScript) await page.route('**/*.js', () => {});
    });

    for (const viewport of VIEWPORTS) {
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport });

        test('nothing on the page is under the cookie bar', async ({ page }) => {
          for (const path of PAGES) {
            await page.goto(path, PARSED);
            await test.step(path, () => expectEverythingReachable(page));
          }
          await expectNoCode(page);
        });

        test('the footer switcher leads to the page in each language', async ({ page }) => {
          await page.goto(SWITCHER_PAGE, PARSED);
          const links = page.locator(FOOTER_SWITCHER);
          const url = new URL(SWITCHER_PAGE, 'http://site');
          for (const language of LANGUAGES) {
            await expect(links.and(page.locator(`[data-language="${language}"]`))).toHaveAttribute(
              'href',
              `${localizedPath(language, url.pathname)}${url.search}`,
            );
          }
          // The last one, at the end of the row: under the bar at every width before.
          const chinese = links.and(page.locator('[data-language="zh"]'));
          await chinese.click();
          await expect(page).toHaveURL(`/zh${SWITCHER_PAGE}`);
          await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.zh);
          // And back, from the page in Chinese (its bar, in Chinese, is showing too).
          await expect(page.locator('.cookie-bar')).toBeVisible();
          await links.and(page.locator('[data-language="en"]')).click();
          await expect(page).toHaveURL(SWITCHER_PAGE);
          await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.en);
          await expectNoCode(page);
        });

        if (viewport.width < 820) {
          test('the phone menu opens, and its links and language switcher work', async ({ page }) => {
            await page.goto(SWITCHER_PAGE, PARSED);
            const menuLinks = page.locator('header .header__nav a');
            await expect(menuLinks.first()).toBeHidden();
            await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.menu }).click();
            await expect(menuLinks.first()).toBeVisible();
            const switcher = await reach(page, 'header .language-switcher a');
            expect(switcher.checked).toHaveLength(LANGUAGES.length);
            expect(switcher.covered).toEqual([]);
            await page.locator('header .language-switcher a[data-language="fr"]').click();
            await expect(page).toHaveURL(`/fr${SWITCHER_PAGE}`);
            await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.fr);
            await expectNoCode(page);
          });
        }

        test('Accept sets the consent session cookie and the page comes back without the bar', async ({ page, context }) => {
          await page.goto(ACCEPT_PAGE, PARSED);
          const cookieBar = page.locator('.cookie-bar');
          await expect(cookieBar).toBeVisible();
          const answer = page.waitForResponse((response) => new URL(response.url()).pathname === CONSENT_PATH);
          await cookieBar.getByRole('button').click();
          const response = await answer;
          expect(response.status()).toBe(303);
          expect(response.request().method()).toBe('POST');
          expect(await response.headerValue('location')).toBe(ACCEPT_PAGE);
          await expect(page).toHaveURL(ACCEPT_PAGE);
          await expect(cookieBar).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.de);
          const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT);
          expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax', httpOnly: false, expires: -1 });
          // Another page, still without the bar.
          await page.goto('/', PARSED);
          await expect(page.locator('footer')).toBeVisible();
          await expect(page.locator('.cookie-bar')).toHaveCount(0);
          await expectNoCode(page);
        });
      });
    }
  });
}

/**
 * The home page on a phone with every script held: the menu opened by its link, `text` typed into
 * the header's search box. Returns the box and what lets the code come.
 */
async function typeInBoxBeforeCode(page: Page, text: string) {
  const release = await holdPageCode(page);
  await page.goto('/', PARSED);
  await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.menu }).click();
  const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
  await box.click();
  await page.keyboard.type(text);
  return { release, box };
}

test.describe('a phone menu opened before the code came', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('stays open once the code has come, its button then in charge', async ({ page, consoleLog }) => {
    const release = await holdPageCode(page);
    await page.goto(SWITCHER_PAGE, PARSED);
    await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.menu }).click();
    const menuLink = page.locator('header .header__nav a').first();
    await expect(menuLink).toBeVisible();

    await release();
    await hydrated(page);
    const button = page.getByRole('banner').getByRole('button', { name: HEADER_TEXT.menu });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink).toBeVisible();
    await button.click();
    await expect(menuLink).toBeHidden();
    expect(consoleLog.problems).toEqual([]);
  });

  test('keeps the search box typed in open and focused while the code takes over', async ({ page, consoleLog }) => {
    // The menu's display at each change the takeover makes (the document marked hydrated, the
    // header's classes and attributes): a frame drawn at any of them shows it so, and a hidden menu
    // takes the focus from the box, and a phone's keyboard with it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { menuDisplays: seen });
      new MutationObserver(() => {
        const menu = document.getElementById('site-menu');
        if (menu) seen.push(getComputedStyle(menu).display);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'data-menu', 'class'] });
    });
    // A phone's CPU (4x slower, as the bench's first visit): React then renders the header's next
    // state in a task after the one that marked the document hydrated, as it does on a phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { release, box } = await typeInBoxBeforeCode(page, 'bee');

    await release();
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('listbox', { name: SEARCH_BOX_TEXT.listboxLabel })).toBeVisible();
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => (window as Window & { menuDisplays?: string[] }).menuDisplays)).not.toContain('none');
    expect(consoleLog.problems).toEqual([]);
  });

  test('looks up what is typed in its search box before the code, whose suggestions then need no second lookup', async ({ page, consoleLog }) => {
    // The header box's lookups, by the text each asks about.
    const lookups: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/api\/v4\/search\/lookup/.test(url.pathname))
        lookups.push(url.searchParams.get('artist') ?? url.searchParams.get('edition') ?? url.searchParams.get('queryString') ?? '');
    });
    const { release, box } = await typeInBoxBeforeCode(page, 'bee');
    // Still no code: the page's scripts are held. The lookups go once the typing pauses. On a busy
    // machine the keys themselves may pause as long: "be" is then looked up too, as the box would.
    await expect.poll(() => lookups.filter((text) => text === 'bee')).toHaveLength(4);
    for (const text of lookups) expect(['be', 'bee']).toContain(text);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const early = lookups.length;

    await release();
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('listbox', { name: SEARCH_BOX_TEXT.listboxLabel })).toBeVisible();
    await expect(box).toBeFocused();
    // The box showed the answers asked for before its code: it asked for nothing more.
    expect(lookups).toHaveLength(early);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('first visit with the page’s code', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('nothing is under the cookie bar, and Accept hides it in place', async ({ page, consoleLog }) => {
        const posts: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === CONSENT_PATH) posts.push(request.method());
        });
        for (const path of PAGES) {
          await page.goto(path);
          await hydrated(page);
          await test.step(path, () => expectEverythingReachable(page));
        }
        if (viewport.width < 820) {
          // The phone menu's switcher, over the bar while the menu is open.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.getByRole('banner').getByRole('button', { name: HEADER_TEXT.menu }).click();
          const menu = await reach(page, 'header .language-switcher a');
          expect(menu.checked).toHaveLength(LANGUAGES.length);
          expect(menu.covered).toEqual([]);
          await page.getByRole('banner').getByRole('button', { name: HEADER_TEXT.menu }).click();
        }
        // Accept with the code: the bar goes at once, nothing is posted, the page stays.
        await markDocument(page);
        await bar(page).getByRole('button', { name: COOKIE_TEXT.accept }).click();
        await expect(bar(page)).toHaveCount(0);
        expect((await page.context().cookies()).find((c) => c.name === COOKIE_CONSENT)?.value).toBe('true');
        expect(await sameDocument(page)).toBe(true);
        expect(posts).toEqual([]);
        expect(consoleLog.problems).toEqual([]);
      });
    });
  }
});
