import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT, UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { HELP_FAQ_TEXT } from '#messages/client/routes/help/help-faq';
import { HELP_CRUMBS } from '#messages/shared/help';
import { anchors, crumbs, expectShell, h1, h1Count, part } from '../support/page-html';
import { getPage as get } from '../support/site';
import { unescapeHtml } from '../support/escape';
import { coldCache, fault } from '../support/upstream';
import { HELP_PATHS, helpFaqPath } from '../../shared/paths';

/** The chat address the worker tests run with (wrangler.toml [vars]). */
const CHAT_URL = env.SUPPORT_CHAT_URL;

/** Texts of the links inside the element opened by `marker`, up to `closing`. */
const linkTexts = (html: string, marker: string, closing: string) => anchors(part(html, marker, closing)).map((a) => a.text);
const questions = (html: string) => [...html.matchAll(/<h2 class="help-faq__question">(.*?)<\/h2>/gs)].map((m) => unescapeHtml(m[1]!.replace(/<[^>]*>/g, '')));

describe('help entry', () => {
  it('sends the visitor to the configured support chat with a 302', async () => {
    expect(CHAT_URL).toMatch(/^https:\/\//);
    const { status, location } = await get(HELP_PATHS.home);
    expect(status).toBe(302);
    expect(location).toBe(CHAT_URL);
  });
});

describe('help-area FAQ', () => {
  it('lists the categories in DisplayOrder as buttons, with Help > FAQ', async () => {
    const { status, html } = await get(HELP_PATHS.faq);
    expect(status).toBe(200);
    expectShell(html);
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe(HELP_CRUMBS.faq);
    const buttons = anchors(part(html, `aria-label="${HELP_FAQ_TEXT.categoriesLabel}"`, '</ul>'));
    expect(buttons.map((a) => [a.text, a.href])).toEqual([
      ['Getting started', helpFaqPath(1)],
      ['Using the app', helpFaqPath(2)],
      ['Subscriptions', helpFaqPath(3)],
    ]);
    for (const button of buttons) expect(button.tag).toContain('class="button"');
    expect(crumbs(html)).toEqual([
      { name: HELP_CRUMBS.help, href: HELP_PATHS.home },
      { name: HELP_CRUMBS.faq, href: null },
    ]);
  });

  it('lists the legal categories in DisplayOrder, each page linking to /legal/{slug}', async () => {
    const { html } = await get(HELP_PATHS.faq);
    const legal = part(html, 'aria-labelledby="help-faq-legal"', '</section>');
    expect(legal).toContain(`>${HELP_FAQ_TEXT.legal}</h2>`);
    expect([...legal.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual(['Your data', 'Using the service']);
    expect(anchors(legal).map((a) => [a.text, a.href])).toEqual([
      ['Privacy policy', '/legal/privacy-policy'],
      ['Cookie policy', '/legal/cookie-policy'],
      ['Terms and conditions', '/legal/terms-and-conditions'],
      ['End user licence agreement', '/legal/end-user-licence-agreement'],
    ]);
  });

  it("shows a category's topics numbered 'n. Title', with Help > FAQ > category", async () => {
    const { status, html } = await get(helpFaqPath(2));
    expect(status).toBe(200);
    expect(h1(html)).toBe('Using the app');
    const topics = anchors(part(html, `aria-label="${HELP_FAQ_TEXT.topicsLabel}"`, '</ul>'));
    expect(topics.map((a) => [a.text, a.href])).toEqual([
      ['1. Reading music', helpFaqPath(2, 1)],
      ['2. Annotations', helpFaqPath(2, 2)],
    ]);
    expect(crumbs(html)).toEqual([
      { name: HELP_CRUMBS.help, href: HELP_PATHS.home },
      { name: HELP_CRUMBS.faq, href: HELP_PATHS.faq },
      { name: 'Using the app', href: null },
    ]);
    // The legal list belongs to the category view only.
    expect(html).not.toContain('help-faq-legal');
  });

  it("shows a topic's questions numbered 'n.m' with their HTML answers, with Help > FAQ > category > topic", async () => {
    const { status, html } = await get(helpFaqPath(2, 1));
    expect(status).toBe(200);
    expect(h1(html)).toBe('1. Reading music');
    expect(questions(html)).toEqual(['1.1 How do I turn pages?', '1.2 Can I see two pages at once?', '1.3 Does the app work with page-turn pedals?']);
    expect(html).toContain('<div class="rich-text help-faq__answer"><p>Tap the right or left edge of the page, or swipe.</p></div>');
    expect(crumbs(html)).toEqual([
      { name: HELP_CRUMBS.help, href: HELP_PATHS.home },
      { name: HELP_CRUMBS.faq, href: HELP_PATHS.faq },
      { name: 'Using the app', href: helpFaqPath(2) },
      { name: 'Reading music', href: null },
    ]);

    const second = await get(helpFaqPath(1, 2));
    expect(h1(second.html)).toBe('2. Your account');
    expect(questions(second.html)).toEqual(['2.1 Can I use one account on several devices?', '2.2 How do I reset my password?']);
    expect(second.html).toContain('<em>Forgot password</em>');
  });

  it('renders the scroll-to-top button hidden and inert (the page starts at the top)', async () => {
    const { html } = await get(helpFaqPath(1, 1));
    const button = html.match(/<button[^>]*class="scroll-top[^"]*"[^>]*>/)?.[0];
    expect(button).toBeDefined();
    expect(button).toContain('inert=""');
    expect(button).not.toContain('scroll-top--visible');
    expect(button).toContain(`aria-label="${HELP_FAQ_TEXT.scrollTop}"`);
  });

  it('answers 404 with the not-found page for a category or topic that does not exist', async () => {
    const bad = [
      '?category=4',
      '?category=0',
      '?category=x',
      '?category=',
      '?category=01',
      '?topic=1',
      '?category=1&topic=3',
      '?category=3&topic=0',
      '?category=2&topic=abc',
    ];
    for (const query of bad) {
      const { status, html } = await get(`${HELP_PATHS.faq}${query}`);
      expect(status, query).toBe(404);
      expect(html, query).toContain(NOT_FOUND_TEXT.title);
      expectShell(html);
    }
  });
});

describe('help-area FAQ while the content service is unavailable', () => {
  // A cold cache: no stale copy can stand in for the content service.
  beforeAll(() => coldCache());
  afterEach(() => fault('off'));

  it('answers 503 inside the layout on every view', async () => {
    await fault('error', '/cms-legacy');
    for (const path of [HELP_PATHS.faq, helpFaqPath(1), helpFaqPath(1, 1)]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(503);
      expect(html, path).toContain(UNAVAILABLE_TEXT.title);
      expectShell(html);
    }
  });

  it('still shows the FAQ categories when only the legal list fails, leaving that list out', async () => {
    await coldCache();
    await fault('error', '/cms-legacy/legal');
    const { status, html } = await get(HELP_PATHS.faq);
    expect(status).toBe(200);
    expect(linkTexts(html, `aria-label="${HELP_FAQ_TEXT.categoriesLabel}"`, '</ul>')).toEqual(['Getting started', 'Using the app', 'Subscriptions']);
    expect(html).not.toContain('help-faq-legal');
  });
});
