import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_TEXT, FAQ_TEXT, LEGAL_TEXT } from '#messages/client/routes/cms-pages/cms-page';
import { NOT_FOUND_TEXT, UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { dateText } from '../../shared/i18n/format-date-time';
import { FAQ_PAGES, LEGAL_PAGES } from '../../demo-upstream/src/cms-pages';
import { LEARNING_SPACES_EVENTS } from '../../demo-upstream/src/cms-events';
import { anchors, canonical, cardTitles, crumbs, expectShell, h1, h1Count, jsonLdOfType, metaContent, part } from '../support/page-html';
import { getPage as get, type Page, ORIGIN } from '../support/site';
import { unescapeHtml } from '../support/escape';
import { coldCache, fault } from '../support/upstream';

function expectNotFound({ status, html }: Page, path: string) {
  expect(status, path).toBe(404);
  expect(html, path).toContain(NOT_FOUND_TEXT.title);
  expectShell(html);
}

/** Visible text of some markup, tags dropped and whitespace collapsed. */
const text = (html: string) => unescapeHtml(html.replace(/<script\b.*?<\/script>/gs, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

const published = <T extends { attributes: Record<string, unknown> }>(entries: readonly T[]) => entries.filter((e) => e.attributes.publishedAt !== null);
const attr = (entry: { attributes: Record<string, unknown> }, name: string) => String(entry.attributes[name]);

describe('legal pages', () => {
  it('/legal lists the published legal pages A to Z, each with the date it was last updated', async () => {
    const { status, html } = await get('/legal');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${LEGAL_TEXT.title} | nkoda</title>`);
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe(LEGAL_TEXT.title);
    const expected = published(LEGAL_PAGES).sort((a, b) => attr(a, 'title').localeCompare(attr(b, 'title')));
    const list = part(html, 'class="legal-list"', '</ul>');
    expect(anchors(list).map((a) => [a.text, a.href])).toEqual(expected.map((p) => [attr(p, 'title'), `/legal/${attr(p, 'slug')}`]));
    for (const page of expected)
      expect(text(list)).toContain(`${attr(page, 'title')} ${LEGAL_TEXT.lastUpdated} ${dateText(attr(page, 'updatedAt'), 'en').text}`);
    expect(html).not.toContain('Accessibility statement');
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: LEGAL_TEXT.title, href: null },
    ]);
    expect(canonical(html)).toBe(`${ORIGIN}/legal`);
  });

  it('shows a legal page with its title, last-updated date, body and breadcrumbs', async () => {
    const { status, html } = await get('/legal/privacy-policy');
    expect(status).toBe(200);
    expect(html).toContain('<title>Privacy policy | nkoda</title>');
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe('Privacy policy');
    expect(text(html)).toContain(`${LEGAL_TEXT.lastUpdated} 10 March 2025`);
    expect(html).toContain('<h2>What we collect</h2>');
    expect(text(html)).toContain('We never sell personal data.');
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: LEGAL_TEXT.title, href: '/legal' },
      { name: 'Privacy policy', href: null },
    ]);
    expect(jsonLdOfType(html, 'BreadcrumbList').itemListElement).toHaveLength(3);
    expect(canonical(html)).toBe(`${ORIGIN}/legal/privacy-policy`);
    // The description is the start of the body as plain text.
    expect(html).toMatch(/<meta name="description" content="This policy explains what personal data we collect/);
  });

  it('serves the licence agreement the help forms link to', async () => {
    const { status, html } = await get('/legal/end-user-licence-agreement');
    expect(status).toBe(200);
    expect(h1(html)).toBe('End user licence agreement');
    expect(text(html)).toContain(`${LEGAL_TEXT.lastUpdated} 20 January 2025`);
    expect(text(html)).toContain('Publishers own the rights in their editions.');
  });

  it('the footer Legal column links to /legal/{slug}, and every one of those pages answers', async () => {
    const { html } = await get('/faq');
    const footer = part(html, '<footer', '</footer>');
    const column = footer.slice(footer.indexOf(`>${FOOTER_TEXT.legal}</h2>`));
    const links = anchors(column.slice(0, column.indexOf('</ul>')));
    expect(links.map((a) => a.href)).toEqual(
      published(LEGAL_PAGES)
        .sort((a, b) => attr(a, 'title').localeCompare(attr(b, 'title')))
        .map((p) => `/legal/${attr(p, 'slug')}`),
    );
    for (const link of links) {
      const page = await get(link.href);
      expect(page.status, link.href).toBe(200);
      expect(h1(page.html), link.href).toBe(link.text);
    }
  });

  it('answers 404 with the not-found page for a draft or unknown legal page', async () => {
    for (const path of ['/legal/accessibility-statement', '/legal/no-such-page', '/legal/PRIVACY-POLICY', '/legal/%20']) {
      const page = await get(path);
      expectNotFound(page, path);
      expect(page.html, path).not.toContain('Accessibility statement');
    }
  });
});

describe('FAQ page', () => {
  const expected = published(FAQ_PAGES).sort((a, b) => Number(a.attributes.DisplayOrder) - Number(b.attributes.DisplayOrder));

  it('shows every published question in DisplayOrder, each with its answer', async () => {
    // The fixture's own order differs, so the page's order comes from the sort.
    expect(published(FAQ_PAGES).map((p) => attr(p, 'slug'))).not.toEqual(expected.map((p) => attr(p, 'slug')));
    const { status, html } = await get('/faq');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${FAQ_TEXT.title} | nkoda</title>`);
    expect(h1(html)).toBe(FAQ_TEXT.title);
    expect(h1Count(html)).toBe(1);
    const questions = [...html.matchAll(/<summary class="faq__question">(.*?)<\/summary>/g)].map((m) => unescapeHtml(m[1]!));
    expect(questions).toEqual(expected.map((p) => attr(p, 'title')));
    // Native disclosures, closed until the visitor opens one; the answers are in the HTML.
    expect(html.match(/<details /g)).toHaveLength(expected.length);
    for (const entry of expected) expect(html).toContain(attr(entry, 'body'));
    expect(html).not.toContain('Gift subscriptions');
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: FAQ_TEXT.crumb, href: null },
    ]);
    expect(canonical(html)).toBe(`${ORIGIN}/faq`);
  });

  it('describes the questions as a schema.org FAQPage with plain-text answers', async () => {
    const { html } = await get('/faq');
    const faq = jsonLdOfType(html, 'FAQPage');
    const entities = faq.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
    expect(entities.map((e) => e.name)).toEqual(expected.map((p) => attr(p, 'title')));
    expect(entities.every((e) => e['@type'] === 'Question' && e.acceptedAnswer['@type'] === 'Answer')).toBe(true);
    expect(entities[0]!.acceptedAnswer.text).toBe(text(attr(expected[0]!, 'body')).trim());
    for (const entity of entities) expect(entity.acceptedAnswer.text).not.toMatch(/[<>]/);
  });
});

describe('learning spaces', () => {
  const now = Date.now();
  const events = published(LEARNING_SPACES_EVENTS);
  const startOf = (e: (typeof events)[number]) => Date.parse(attr(e, 'StartsAt'));
  const upcoming = events.filter((e) => startOf(e) >= now).sort((a, b) => startOf(a) - startOf(b));
  const titles = (list: typeof events) => list.map((e) => attr(e, 'Title'));
  const featured = upcoming.filter((e) => e.attributes.Featured === true);
  const others = upcoming.filter((e) => e.attributes.Featured !== true);
  const past = events.filter((e) => startOf(e) < now).sort((a, b) => startOf(b) - startOf(a));

  it('the demo events cover every section (featured, other upcoming, past)', () => {
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(others.length).toBeGreaterThanOrEqual(1);
    expect(past.length).toBeGreaterThanOrEqual(1);
  });

  it('lists upcoming featured events first, then the other upcoming ones, each soonest first, then past events newest first', async () => {
    const { status, html } = await get('/learning-spaces');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${EVENTS_TEXT.title} | nkoda</title>`);
    expect(h1(html)).toBe(EVENTS_TEXT.title);
    expect(h1Count(html)).toBe(1);
    expect(cardTitles(html, 'events-featured')).toEqual(titles(featured));
    expect(cardTitles(html, 'events-upcoming')).toEqual(titles(others));
    expect(cardTitles(html, 'events-past')).toEqual(titles(past));
    // Sections in that order on the page.
    const at = (id: string) => html.indexOf(`aria-labelledby="${id}"`);
    expect(at('events-featured')).toBeLessThan(at('events-upcoming'));
    expect(at('events-upcoming')).toBeLessThan(at('events-past'));
    expect(html).not.toContain('Summer school 2026');
    expect(html).not.toContain(EVENTS_TEXT.noUpcoming);
    expect(canonical(html)).toBe(`${ORIGIN}/learning-spaces`);
  });

  it('a card shows the picture (lazy, 1200x630), a link to the event, its UK date and time, place and summary', async () => {
    const { html } = await get('/learning-spaces');
    const card = part(html, 'href="/learning-spaces/sight-reading-masterclass"', '</li>');
    expect(text(card)).toContain('Sight-reading masterclass');
    // 10:00 UTC on 4 October is 11:00 in the UK (summer time).
    expect(text(card)).toContain('4 October 2025, 11:00–17:00 UK time');
    expect(text(card)).toContain('Kings Place Studio, London');
    expect(text(card)).toContain('A day of practical sight-reading for pianists');
    const image = html.match(/<img[^>]*src="[^"]*\/events\/sight-reading-masterclass\.svg"[^>]*>/)?.[0];
    expect(image).toBeDefined();
    expect(image).toContain('width="1200"');
    expect(image).toContain('height="630"');
    expect(image).toContain('loading="lazy"');
  });

  it('an upcoming event has the registration form, server-rendered', async () => {
    const { status, html } = await get('/learning-spaces/score-reading-for-conductors');
    expect(status).toBe(200);
    expect(html.slice(html.indexOf('<section id="register"')).split('</section>')[0]).toMatch(/<form[\s\S]*name="email"/);
    expect(text(html)).not.toContain(EVENTS_TEXT.registrationClosed);
  });

  it('shows an event with its date range, place, picture, body, breadcrumbs and the registration spot', async () => {
    const { status, html } = await get('/learning-spaces/sight-reading-masterclass');
    expect(status).toBe(200);
    expect(html).toContain('<title>Sight-reading masterclass | nkoda</title>');
    expect(h1(html)).toBe('Sight-reading masterclass');
    expect(h1Count(html)).toBe(1);
    expect(text(html)).toContain(`${EVENTS_TEXT.when} 4 October 2025, 11:00–17:00 UK time`);
    expect(text(html)).toContain(`${EVENTS_TEXT.where} Kings Place Studio, London`);
    expect(text(html)).toContain('Suitable for grade 6 and above.');
    const image = html.match(/<img[^>]*src="[^"]*\/events\/sight-reading-masterclass\.svg"[^>]*>/)?.[0];
    expect(image).toContain('loading="eager"');
    expect(image).toContain('width="1200"');
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: EVENTS_TEXT.title, href: '/learning-spaces' },
      { name: 'Sight-reading masterclass', href: null },
    ]);
    // A past event keeps the section but takes no registrations.
    expect(html).toContain(
      `<section id="register" class="event__register" aria-labelledby="register-title"><h2 id="register-title">${EVENTS_TEXT.register}</h2>`,
    );
    expect(text(html)).toContain(EVENTS_TEXT.registrationClosed);
    expect(html.slice(html.indexOf('<section id="register"')).split('</section>')[0]).not.toContain('<form');
    expect(canonical(html)).toBe(`${ORIGIN}/learning-spaces/sight-reading-masterclass`);
    expect(metaContent(html, 'og:image')).toMatch(/\/events\/sight-reading-masterclass\.svg$/);
    // docs/requirements.md §2.1.1: black header text on event pages (not on the list).
    expect(html).toMatch(/<header class="[^"]*header--dark-text/);
    expect((await get('/learning-spaces')).html).not.toMatch(/<header class="[^"]*header--dark-text/);
  });

  it('describes a venue event as a schema.org Event at a Place', async () => {
    const { html } = await get('/learning-spaces/sight-reading-masterclass');
    const event = jsonLdOfType(html, 'Event');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Sight-reading masterclass',
      startDate: '2025-10-04T10:00:00.000Z',
      endDate: '2025-10-04T16:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Kings Place Studio, London' },
      url: `${ORIGIN}/learning-spaces/sight-reading-masterclass`,
    });
    expect((event.image as string[])[0]).toMatch(/\/events\/sight-reading-masterclass\.svg$/);
  });

  it('describes an online event with a VirtualLocation, and one without an end time without endDate', async () => {
    const online = jsonLdOfType((await get('/learning-spaces/teaching-with-tablets-webinar')).html, 'Event');
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${ORIGIN}/learning-spaces/teaching-with-tablets-webinar` },
    });
    const open = await get('/learning-spaces/choral-directors-forum');
    expect(text(open.html)).toContain(`${EVENTS_TEXT.when} 24 January 2026 at 10:00 UK time`);
    expect(jsonLdOfType(open.html, 'Event').endDate).toBeUndefined();
    // An event over two days shows both dates.
    const weekend = await get('/learning-spaces/young-composers-lab');
    // A range across days, as Intl writes it (thin spaces around the dash, read as spaces here).
    expect(text(weekend.html)).toContain('14 February 2026 at 10:00 – 15 February 2026 at 16:00 UK time');
  });

  it('answers 404 with the not-found page for a draft or unknown event', async () => {
    for (const path of ['/learning-spaces/summer-school-2026', '/learning-spaces/no-such-event', '/learning-spaces/Sight-Reading-Masterclass']) {
      const page = await get(path);
      expectNotFound(page, path);
      expect(page.html, path).not.toContain('Summer school 2026');
    }
  });
});

describe('content pages while the CMS is unavailable', () => {
  // A cold cache: no stale copy can stand in for the CMS.
  beforeAll(async () => {
    await coldCache();
  });
  afterEach(() => fault('off'));

  for (const path of ['/legal', '/legal/privacy-policy', '/faq', '/learning-spaces', '/learning-spaces/sight-reading-masterclass']) {
    it(`answers 503 inside the layout for ${path}`, async () => {
      await fault('error', '/cms');
      const { status, html } = await get(path);
      expect(status).toBe(503);
      expect(html).toContain(UNAVAILABLE_TEXT.title);
      expectShell(html);
    });
  }
});
