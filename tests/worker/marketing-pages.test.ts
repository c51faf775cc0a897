import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublisherSummary } from '../../shared/schemas/promotion';
import { MARKETING_PUBLISHERS } from '../../client/routes/marketing/featured-publishers-loader';
import type { MarketingPageCopy } from '../../client/routes/marketing/marketing-copy';
import { WHAT_IS_NKODA_TEXT } from '#messages/client/routes/marketing/what-is-nkoda-music';
import { FEATURES_TEXT } from '#messages/client/routes/marketing/features';
import { MADE_NOT_BORN_APPLY, MADE_NOT_BORN_TEXT } from '#messages/client/routes/marketing/made-not-born';
import { FUND_APPLY, FUND_TEXT } from '#messages/client/routes/marketing/nkoda-22-fund';
import { REPRESENTATION_TEXT } from '#messages/client/routes/marketing/representation-project';
import { PARTNERSHIP_LINKS, PARTNERSHIP_TEXT } from '#messages/client/routes/marketing/development-partnership';
import { PARTNERSHIP_CONTACT_HREF, PARTNERSHIP_IDS, WHAT_IS_NKODA_IDS } from '../../client/routes/marketing/marketing-ids';
import { anchors, canonical, cardTitles, crumbs, h1, h1Count, part } from '../support/page-html';
import { getPage as get, ORIGIN } from '../support/site';
import { unescapeHtml } from '../support/escape';
import { upstream, fault, coldCache, type FaultMode } from '../support/upstream';

const description = (html: string) => {
  const match = html.match(/<meta name="description" content="([^"]*)"/);
  return match ? unescapeHtml(match[1]!) : null;
};

/** The page's visible text, tags removed, so copy can be found whatever the markup around it. */
const text = (html: string) =>
  unescapeHtml(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' '),
  );

async function featuredPublishers(): Promise<string[]> {
  const response = await fetch(`${upstream}/v4/promotion/publishers/featured`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as PublisherSummary[]).slice(0, MARKETING_PUBLISHERS).map((p) => p.name);
}

const PAGES: Array<[string, MarketingPageCopy]> = [
  ['/what-is-nkoda-music', WHAT_IS_NKODA_TEXT],
  ['/features', FEATURES_TEXT],
  ['/made-not-born', MADE_NOT_BORN_TEXT],
  ['/nkoda-22-fund', FUND_TEXT],
  ['/representation-project', REPRESENTATION_TEXT],
  ['/development-partnership', PARTNERSHIP_TEXT],
];

/** The pages that show featured publishers, and the id of that section's heading. */
const WITH_PUBLISHERS: Array<[string, MarketingPageCopy, string]> = [
  ['/what-is-nkoda-music', WHAT_IS_NKODA_TEXT, WHAT_IS_NKODA_IDS.publishers],
  ['/development-partnership', PARTNERSHIP_TEXT, PARTNERSHIP_IDS.publishers],
];

// The first request of a file waits for the worker's modules to load; keep that out of the
// tests' own time limits.
beforeAll(async () => {
  await get('/404');
}, 60_000);

afterEach(() => fault('off'));

// First in the file, each on a cold cache: no earlier read can stand in for the faulted one.
describe('marketing pages while the catalogue fails', () => {
  for (const mode of ['error', 'garbage'] as FaultMode[]) {
    for (const [path, copy, sectionId] of WITH_PUBLISHERS) {
      it(`${path} still shows its copy, without publishers, when featured publishers answer ${mode}`, async () => {
        await coldCache();
        await fault(mode, '/v4/promotion/publishers/featured');
        const { status, html } = await get(path);
        expect(status).toBe(200);
        expect(h1(html)).toBe(copy.heading);
        for (const section of copy.sections) expect(text(html)).toContain(section.title);
        expect(html).not.toContain(`aria-labelledby="${sectionId}"`);
        expect(html).not.toContain('class="card__link"');
        expect(html).not.toContain(UNAVAILABLE_TEXT.title);
      });
    }
  }
});

describe('marketing pages', () => {
  for (const [path, copy] of PAGES) {
    it(`${path} answers 200 with its heading, copy, description, canonical link and breadcrumbs`, async () => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${copy.title.replace(/&/g, '&amp;')} | nkoda</title>`);
      expect(h1Count(html)).toBe(1);
      expect(h1(html)).toBe(copy.heading);
      expect(text(html)).toContain(copy.intro);
      for (const section of copy.sections) {
        expect(text(html)).toContain(section.title);
        for (const paragraph of section.paragraphs ?? []) expect(text(html)).toContain(paragraph);
        for (const point of section.points ?? []) expect(text(html)).toContain(point.text);
        for (const step of section.steps ?? []) expect(text(html)).toContain(step);
      }
      expect(description(html)).toBe(copy.description);
      expect(canonical(html)).toBe(`${ORIGIN}${path}`);
      expect(crumbs(html)).toEqual([
        { name: 'Home', href: '/' },
        { name: copy.title, href: null },
      ]);
    });
  }

  for (const [path, , sectionId] of WITH_PUBLISHERS) {
    it(`${path} shows the featured publishers from the catalogue`, async () => {
      const expected = await featuredPublishers();
      expect(expected.length).toBeGreaterThan(0);
      const { html } = await get(path);
      expect(cardTitles(html, sectionId)).toEqual(expected);
      expect(anchors(part(html, `aria-labelledby="${sectionId}"`, '</section>')).map((a) => a.href)).toContain('/publishers');
    });
  }

  it('/what-is-nkoda-music sends visitors to the web app\u2019s sign-up and to pricing', async () => {
    const links = anchors(part(await get('/what-is-nkoda-music').then((p) => p.html), '<main', '</main>'));
    const signUp = links.filter((a) => a.href === 'https://app.nkoda.com/sign-up');
    expect(signUp.length).toBeGreaterThan(0);
    for (const link of signUp) expect(link.tag).toContain('target="_blank"');
    expect(links.map((a) => a.href)).toContain('/pricing');
  });

  it('/development-partnership leads to the partnership enquiry', async () => {
    const { html } = await get('/development-partnership');
    const contact = anchors(part(html, '<main', '</main>')).filter((a) => a.href === PARTNERSHIP_CONTACT_HREF);
    expect(contact.length).toBeGreaterThan(0);
    expect(contact.every((a) => a.text === PARTNERSHIP_LINKS.contact)).toBe(true);
    expect(PARTNERSHIP_CONTACT_HREF).toBe('/contact?enquiry=partnership');
  });

  for (const [path, apply] of [
    ['/made-not-born', MADE_NOT_BORN_APPLY],
    ['/nkoda-22-fund', FUND_APPLY],
  ] as const) {
    it(`${path} keeps the marked #apply spot for its form, saying who can apply, and links to it`, async () => {
      const { html } = await get(path);
      const spot = part(html, '<section id="apply"', '</section>');
      expect(spot).toContain('aria-labelledby="apply-title"');
      expect(text(spot)).toContain(apply.title);
      expect(text(spot)).toContain(apply.who);
      expect(spot).toMatch(/<h2 id="apply-title"[^>]*>/);
      expect(anchors(html).map((a) => a.href)).toContain('#apply');
    });
  }
});
