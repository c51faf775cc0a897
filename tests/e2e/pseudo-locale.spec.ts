import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES } from './route-visits';
import { PSEUDO_LOCALE_HEADER } from '../../shared/i18n/pseudo-locale-header';
import { LANGUAGE_NAMES } from '../../shared/languages';
import { SOCIAL_LINKS } from '../../client/components/layout/social-links-data';
// @ts-expect-error: plain .mjs build scripts without types
import { PSEUDO_LETTERS } from '../../scripts/i18n/pseudo.mjs';

/**
 * Issue 46, point 5: every route (the pages every-route.spec.ts visits) in the pseudo-locale, an
 * English page whose catalogue words are accented, longer and bracketed ("[Šéåŕçĥ ļöŕ]",
 * scripts/i18n/pseudo.mjs), as the worker of the tests serves it to a request that asks
 * (worker/i18n/pseudo-locale.ts). The server's page, without its code: what a first load shows,
 * at a phone and a desktop width. Two things fail the test, named by page and width:
 *
 * - Words that do not come from the catalogues: a visible text, or a placeholder, `alt`,
 *   `aria-label` or `title`, with a letter and no mark of the pseudo-locale. Only these may be
 *   plain: the page's data as the server sent it (a whole string of the transfer state or the
 *   structured data, or a piece of 12 characters or more of one: upstream titles and names, CMS
 *   HTML, the dates and lists its loaders wrote with Intl); numbers and signs (no letter); a
 *   single capital (an index letter) or the initials of a name in the data (a monogram); and the
 *   proper names every language writes the same (PROPER_NAMES).
 * - Catalogue text that does not fit: drawn outside the nearest box that frames it (a border or a
 *   background) or cut off by the nearest box that clips it (overflow hidden or clip; a box of
 *   1 px, text for screen readers only, is clipped on purpose), or a page wider than the window.
 */

// Without the page's code; and without its CSP, whose Trusted Types would refuse the test's own
// reading of the data's HTML (DOMParser), which only the test does.
test.use({ javaScriptEnabled: false, bypassCSP: true, extraHTTPHeaders: { [PSEUDO_LOCALE_HEADER]: '1' } });

const WIDTHS = [
  { label: '375 px', width: 375, height: 812 },
  { label: '1280 px', width: 1280, height: 800 },
] as const;

/** Names every language writes the same: the brand, each language's name in itself (the switcher's), the social networks'. */
const PROPER_NAMES = ['nkoda', ...Object.values(LANGUAGE_NAMES), ...SOCIAL_LINKS.map(({ name }) => name)];

interface Findings {
  /** Plain words: `<tag> "text"` or `<tag alt> "text"`. */
  plain: string[];
  /** Catalogue text that does not fit: `<tag.class> "text" (how)`. */
  overflowing: string[];
}

/** What the page in the browser shows that the test fails on (run in the page). */
function findings(page: Page): Promise<Findings> {
  return page.evaluate(
    ({ letters, names }) => {
      const marked = new RegExp(`[\\[\\]${letters}]`, 'u');
      const letter = /\p{L}/u;
      const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
      // The page's data as the server sent it: every string of its scripts (the transfer state's JSON, the
      // structured data), and the text of any that is HTML (CMS content).
      const data: string[] = [];
      for (const script of document.querySelectorAll('script')) {
        for (const [quoted] of (script.textContent ?? '').matchAll(/"(?:[^"\\\n]|\\.)*"/g)) {
          const value = JSON.parse(quoted) as string;
          data.push(squash(value));
          if (!value.includes('<')) continue;
          const html = new DOMParser().parseFromString(value, 'text/html').body;
          const texts = document.createTreeWalker(html, NodeFilter.SHOW_TEXT);
          for (let text = texts.nextNode(); text; text = texts.nextNode()) data.push(squash(text.textContent ?? ''));
        }
      }
      const whole = new Set(data);
      const haystack = data.join('\n');
      // The capitals that start the words of each string of the data: "SA" for "Sibelius Academy, Helsinki".
      const monograms = data.map((text) => text.match(/(?<!\p{L})\p{Lu}/gu)?.join('') ?? '');
      const isData = (text: string) =>
        whole.has(text) ||
        (text.length >= 12 && haystack.includes(text)) ||
        (/^\p{Lu}{1,3}$/u.test(text) && (text.length === 1 || monograms.some((capitals) => capitals.startsWith(text))));
      const isPlain = (text: string) => letter.test(text) && !marked.test(text) && !isData(text) && !names.includes(text);
      const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}>`;
      const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });

      const plain = new Set<string>();
      const overflowing = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = squash(node.textContent ?? '');
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, template') || !visible(parent)) continue;
        if (isPlain(text)) plain.add(`${describe(parent)} "${text}"`);
        if (!marked.test(text)) continue;
        // The nearest box that frames or clips the text, and where the text is drawn.
        let box: Element | null = parent;
        let clips = false;
        for (; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
          const frames =
            parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth) > 0 ||
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            style.backgroundImage !== 'none';
          if (clips || frames) break;
        }
        if (!box || box === document.body) continue;
        const frame = box.getBoundingClientRect();
        if (frame.width <= 1 || frame.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const outside = [...range.getClientRects()].some(
          (rect) =>
            rect.width > 0 &&
            (rect.left < frame.left - 1 || rect.right > frame.right + 1 || (clips && (rect.top < frame.top - 1 || rect.bottom > frame.bottom + 1))),
        );
        if (outside) overflowing.add(`${describe(box)} "${text}" (${clips ? 'cut off' : 'outside its box'})`);
      }
      for (const element of document.body.querySelectorAll('[placeholder], [alt], [aria-label], [title]')) {
        if (!visible(element)) continue;
        for (const attribute of ['placeholder', 'alt', 'aria-label', 'title']) {
          const text = squash(element.getAttribute(attribute) ?? '');
          if (isPlain(text)) plain.add(`${describe(element).slice(0, -1)} ${attribute}> "${text}"`);
        }
      }
      if (document.documentElement.scrollWidth > window.innerWidth + 1) {
        overflowing.add(`the page is ${document.documentElement.scrollWidth} px wide in a window of ${window.innerWidth} px`);
      }
      return { plain: [...plain], overflowing: [...overflowing] };
    },
    { letters: PSEUDO_LETTERS as string, names: PROPER_NAMES },
  );
}

test.describe('every page in the pseudo-locale', () => {
  for (const visit of ROUTES) {
    test(`${visit.route}: every word from the catalogues, and every catalogue text fits`, async ({ page, request }) => {
      const path = typeof visit.address === 'string' ? visit.address : await visit.address(request);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(visit.status ?? 200);
      const found: Record<string, Findings> = {};
      for (const { label, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        found[label] = await findings(page);
      }
      expect(found, path).toEqual(Object.fromEntries(WIDTHS.map(({ label }) => [label, { plain: [], overflowing: [] }])));
    });
  }
});
