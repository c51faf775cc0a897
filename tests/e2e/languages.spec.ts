import type { APIRequestContext, Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { LANGUAGE_COOKIE, LANGUAGE_SUGGESTION_COOKIE, LANGUAGE_TAGS, LANGUAGES, localizedPath, type Language } from '../../shared/languages';
import { MESSAGE_MODULES } from '#messages/registry';
import { expect, fakeSupportChat, hydrated, networkQuiet, pageViolations, test, watchApi, watchPageData } from './fixtures';
import { ROUTES, type RouteVisit } from './route-visits';
import { COOKIE_TEXT } from '#messages/client/components/layout/layout';

/**
 * Issue 20, point 7: every route of the walk (route-visits.ts, which every-route.spec.ts holds
 * to client/routes.tsx) in each of the six other languages: its status, its language, no English
 * word of the site's own left (read from the message modules and their translations, so no list
 * of pages or words is kept here), in what the server sends; and in the browser, each route in one
 * of them, axe at a phone's width and a hydration that neither asks the BFF for anything nor logs
 * a mismatch (issue 45 cut the browser walk from six languages a route to one: docs/testing/coverage.md).
 */

const OTHERS = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

/** Every string leaf of a value. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/**
 * The site's English words a page in `language` must not show: every English string whose
 * translation differs, less those that the language's own strings also say (a word two languages
 * share, such as "Blog", or a name a translation keeps, such as the installer's "nkoda for Mac").
 */
function englishLeftovers(language: Exclude<Language, 'en'>): string[] {
  const english = new Set<string>();
  const own = new Set<string>();
  for (const { en, translations } of MESSAGE_MODULES) {
    const translated = translations[language]!;
    for (const name of Object.keys(en)) {
      const theirs = leaves(translated[name]);
      leaves(en[name]).forEach((text, index) => {
        if (theirs[index] !== text) english.add(text.trim());
      });
      for (const text of theirs) own.add(text.trim());
    }
  }
  const ownText = [...own].join('\n');
  return [...english].filter((text) => /\p{L}/u.test(text) && !own.has(text) && !(text.includes(' ') && ownText.includes(text)));
}

/** A piece of a page's text, where it was found ("p", "@aria-label", "title", "meta description"). */
type Piece = [where: string, text: string];

/**
 * The English words among a page's text: a piece that is one of them, or holds one of three
 * words or more.
 */
function leftoversIn(pieces: Piece[], words: string[]): string[] {
  const exact = new Set(words);
  const long = words.filter((word) => word.split(/\s+/).length >= 3);
  const found = new Set<string>();
  for (const [where, text] of pieces) {
    const value = text.trim();
    if (!value) continue;
    if (exact.has(value)) found.add(`${where}: ${value}`);
    else for (const word of long) if (value.includes(word)) found.add(`${where}: ${word}`);
  }
  return [...found];
}

const LABELS = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];

/**
 * The text the page shows, as the browser has it now: text nodes and labelling attributes, the
 * title, the description and sharing metadata. Text marked as another language (`lang`: CMS
 * entries shown in English, the switcher's names, the offer of another language) is that
 * language's, not a leftover, and is left out.
 */
function piecesOn(page: Page): Promise<Piece[]> {
  return page.evaluate((labels) => {
    const pageLanguage = document.documentElement.lang;
    const pieces: Array<[string, string]> = [];
    const inOtherLanguage = (element: Element) => {
      const marked = element.closest('[lang]');
      return marked !== null && marked.getAttribute('lang') !== pageLanguage;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template') || inOtherLanguage(parent)) continue;
      pieces.push([parent.tagName.toLowerCase(), node.textContent ?? '']);
    }
    for (const element of document.body.querySelectorAll(labels.map((name) => `[${name}]`).join(', '))) {
      if (inOtherLanguage(element)) continue;
      for (const name of labels) pieces.push([`@${name}`, element.getAttribute(name) ?? '']);
    }
    pieces.push(['title', document.title]);
    for (const meta of document.head.querySelectorAll('meta[name="description"], meta[name="keywords"], meta[property^="og:"]'))
      pieces.push([`meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`, meta.getAttribute('content') ?? '']);
    return pieces;
  }, LABELS);
}

type ParsedNode = DefaultTreeAdapterMap['node'];
type ParsedElement = DefaultTreeAdapterMap['element'];
const attribute = (element: ParsedElement, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The same pieces, from the HTML the server sent (parse5 reads it as a browser does). */
function piecesIn(html: string): Piece[] {
  const document = parse(html);
  const pieces: Piece[] = [];
  const htmlElement = document.childNodes.find((node): node is ParsedElement => node.nodeName === 'html')!;
  const pageLanguage = attribute(htmlElement, 'lang');
  const visit = (node: ParsedNode, language: string | undefined, inBody: boolean) => {
    if (!('tagName' in node)) {
      if (node.nodeName === '#text' && inBody) pieces.push([(node.parentNode as ParsedElement).tagName, (node as DefaultTreeAdapterMap['textNode']).value]);
      return;
    }
    if (['script', 'style', 'template'].includes(node.tagName)) return;
    const own = attribute(node, 'lang') ?? language;
    const other = own !== pageLanguage;
    if (node.tagName === 'title') pieces.push(['title', node.childNodes.map((child) => ('value' in child ? child.value : '')).join('')]);
    if (node.tagName === 'meta') {
      const name = attribute(node, 'name') ?? attribute(node, 'property') ?? '';
      if (name === 'description' || name === 'keywords' || name.startsWith('og:')) pieces.push([`meta ${name}`, attribute(node, 'content') ?? '']);
    }
    const body = inBody || node.tagName === 'body';
    if (body && !other) for (const name of LABELS) if (attribute(node, name) !== undefined) pieces.push([`@${name}`, attribute(node, name)!]);
    if (other) return;
    for (const child of node.childNodes) visit(child, own, body);
  };
  visit(htmlElement, pageLanguage, false);
  return pieces;
}

/** A route's address in `language`. */
async function addressIn(language: Language, visit: RouteVisit, request: APIRequestContext): Promise<string> {
  const english = typeof visit.address === 'string' ? visit.address : await visit.address(request);
  const url = new URL(english, 'http://site');
  return `${localizedPath(language, url.pathname)}${url.search}`;
}

test.describe('every route in every language, as the server sends it', () => {
  for (const language of OTHERS) {
    test(`${language}: each route's status, language and words`, async ({ request }) => {
      const words = englishLeftovers(language);
      for (const visit of ROUTES) {
        const path = await addressIn(language, visit, request);
        // The visitor has chosen: no offer of another language on the page.
        const response = await request.get(path, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
        expect(response.status(), path).toBe(visit.status ?? 200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${LANGUAGE_TAGS[language]}"`);
        expect(leftoversIn(piecesIn(html), words), `${path} sends English words of the site's own`).toEqual([]);
      }
    });
  }
});

/**
 * In the browser, each route in one of the other languages, in turn (every language gets a
 * seventh of the routes): hydrated from the server's data, with nothing new in English, axe-clean
 * at a phone's width and with nothing in the console. What the server sends is checked in every
 * language above; a language's client build is the same code with other messages.
 */
test.describe('every route in one other language, in the browser', () => {
  ROUTES.forEach((visit, index) => {
    const language = OTHERS[index % OTHERS.length]!;
    test(`${language} ${visit.route}: in its language, axe-clean, hydrated without a request`, async ({ page, consoleLog, request, baseURL }) => {
      const path = await addressIn(language, visit, request);
      await fakeSupportChat(page);
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      await page.setViewportSize({ width: 375, height: 812 });
      const api = watchApi(page, baseURL!);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(visit.status ?? 200);
      await hydrated(page);
      await networkQuiet(page);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[language]);
      expect(api, `${path} hydrates from the server's data`).toEqual([]);
      expect(leftoversIn(await piecesOn(page), englishLeftovers(language)), `${path} shows English words of the site's own`).toEqual([]);
      expect(await pageViolations(page), path).toEqual([]);
      expect(consoleLog.problems, path).toEqual([]);
    });
  });
});

test.describe('choosing a language', () => {
  test('the footer switcher keeps the page, and the root remembers the choice', async ({ page, context }) => {
    await page.goto('/artists?letter=B');
    await hydrated(page);
    // The cookie bar sits over the foot of the page until the visitor answers it.
    await page.getByRole('region', { name: COOKIE_TEXT.regionLabel }).getByRole('button').click();
    const switcher = page.getByRole('contentinfo').locator('.language-switcher');
    await switcher.locator('a[data-language="ja"]').click();
    await expect(page).toHaveURL(/\/ja\/artists\?letter=B$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('ja');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ja$/);
    // And back to English: the root is English again.
    await page.getByRole('contentinfo').locator('a[data-language="en"]').click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('the phone menu has the switcher too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/de/publishers');
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { expanded: false }).first().click();
    const link = page.getByRole('banner').locator('a[data-language="fr"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/fr\/publishers$/);
  });
});

test.describe("the offer of a page in the visitor's language", () => {
  test.use({ locale: 'ja-JP' });

  test('is shown in that language, never redirects, and stays away once dismissed', async ({ page, context }) => {
    const response = await page.goto('/publishers');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await hydrated(page);
    const offer = page.locator('.language-suggestion');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'ja');
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/ja/publishers');
    // The page itself is still the English one the address names.
    await expect(page).toHaveURL(/\/publishers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await offer.getByRole('button').click();
    await expect(offer).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === LANGUAGE_SUGGESTION_COOKIE)).toBe(true);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.language-suggestion')).toHaveCount(0);
  });

  test('is not shown on a page already in that language', async ({ page }) => {
    await page.goto('/ja/publishers');
    await hydrated(page);
    await networkQuiet(page);
    await expect(page.locator('.language-suggestion')).toHaveCount(0);
  });

  test('following it goes to the same page in that language and remembers it', async ({ page, context }) => {
    await page.goto('/blog');
    await hydrated(page);
    await page.locator('.language-suggestion').getByRole('link').click();
    await expect(page).toHaveURL(/\/ja\/blog$/);
    expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('ja');
  });
});

test.describe('a page in another language', () => {
  test("fetches a link's page ahead on intent, and the click asks for nothing more", async ({ page, baseURL, context }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'de', url: baseURL! }]);
    await page.goto('/de/publishers');
    await hydrated(page);
    const data = watchPageData(page, baseURL!);
    const link = page.locator('main a[href^="/de/publishers/"]').first();
    await link.hover();
    await expect.poll(() => data, { message: 'the page behind the link is read ahead' }).toEqual([`GET ${await link.getAttribute('href')}`]);
    await networkQuiet(page);
    await link.click();
    await expect(page).toHaveURL(/\/de\/publishers\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(data, 'the click reads nothing the intent did not').toHaveLength(1);
  });
});
