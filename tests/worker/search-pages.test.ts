import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FACET_TEXT, SEARCH_TEXT } from '#messages/client/routes/search/search';
import { FORMAT_TEXT } from '#messages/client/components/format';
import { FORMAT_TEXT as FORMAT_TEXT_DE } from '#messages/client/components/format.de';
import { FORMATS } from '../../shared/search-state';
import { INSTITUTIONS_TEXT } from '#messages/client/routes/institutions/institutions';
import { PRICING_TEXT, STORE_NAMES } from '#messages/client/routes/pricing/pricing';
import { REQUEST_CONTENT_PATH } from '../../client/routes/search/search-links';
import { INSTITUTIONS_CONTACT_HREF } from '../../client/routes/institutions/institutions-links';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { SEARCH_QUERY_MAX_LENGTH } from '../../client/components/search/search-href';
import type { SearchAll } from '../../shared/schemas/search';
import type { Institution, Prices } from '../../shared/schemas/promotion';
import type { Plan } from '../../shared/schemas/subscription';
import { upstream, fault, coldCache } from '../support/upstream';
import { site, pageHtml } from '../support/site';
import { escapeHtml } from '../support/escape';

/** The HTML of a page, checking its status first. */
/** What the demo upstream answers, read directly: the expectations follow the data. */
async function upstreamJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${upstream}${path}`,
    body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

/** The results summary line, e.g. "14 editions" or "300 editions · page 2 of 13". */
const summaryOf = (text: string) => text.match(/<p class="list-summary"[^>]*>(.*?)<\/p>/)?.[1]?.replace(/<!-- -->/g, '');

const searchAll = (body: Record<string, unknown>) => upstreamJson<SearchAll>('/v4/search/all', { skip: 0, top: 24, ...body });

afterEach(() => fault('off'));

// The first request of a file waits for the worker's modules to load; keep that out of the
// tests' own time limits (the not-found page reads nothing these tests fault).
beforeAll(async () => {
  await (await site('/404')).text();
}, 60_000);

// First in the file and on a cold cache: no earlier read can stand in for the faulted one.
describe('while upstream fails', () => {
  for (const [path, pathPrefix] of [
    ['/pricing', '/v4/stripeSubscription/plans'],
    ['/institutions', '/v4/promotion/institutions'],
    ['/search?q=bach', '/v4/search/all'],
  ] as const) {
    it(`${path} answers 503 inside the layout`, async () => {
      await coldCache();
      await fault('error', pathPrefix);
      const text = await pageHtml(path, 503);
      expect(text).toContain(UNAVAILABLE_TEXT.title);
      expect(text).toContain('<header');
      expect(text).toContain('<footer');
    });
  }
});

describe('/search', () => {
  it('lists the editions, artists and total for a query, and is not for search engines', async () => {
    const expected = await searchAll({ query: 'bach' });
    const text = await pageHtml('/search?q=bach');
    expect(text).toContain(`<title>${escapeHtml(SEARCH_TEXT.resultsFor({ query: 'bach' }))} | nkoda</title>`);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(SEARCH_TEXT.resultsFor({ query: 'bach' }))}</h1>`));
    expect(summaryOf(text)).toBe(`${expected.editions.total} editions`);
    const first = expected.editions.items[0]!;
    expect(first.composers[0]!.name).toBe('Johann Sebastian Bach');
    expect(text).toContain(`href="/work/${first.slug}"`);
    expect(text).toContain(escapeHtml(first.title));
    // Page 1 previews the matching artist.
    expect(text).toContain(`href="/artists/${expected.artists.items[0]!.slug}"`);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain('<link rel="canonical" href="https://www.nkoda.com/search?q=bach"/>');
    expect(text).toContain('"@type":"BreadcrumbList"');
    // Nothing is in context: Log in carries no content holder.
    expect(text).toContain('href="https://app.nkoda.com/log-in"');
  });

  it('narrows the total with the category and instrument filters', async () => {
    const all = await searchAll({ query: 'bach' });
    const keyboard = await searchAll({ query: 'bach', groups: ['keyboard'] });
    const violin = await searchAll({ query: 'bach', instrumentRefs: ['IN-004'] });
    expect(keyboard.editions.total).toBeLessThan(all.editions.total);
    expect(violin.editions.total).toBeLessThan(all.editions.total);

    const byGroup = await pageHtml('/search?q=bach&group=keyboard');
    expect(summaryOf(byGroup)).toBe(`${keyboard.editions.total} editions`);
    expect(byGroup).toMatch(/<option value="keyboard" selected="">Keyboard \(\d+\)<\/option>/);

    const byInstrument = await pageHtml('/search?q=bach&instrument=IN-004');
    expect(summaryOf(byInstrument)).toBe(`${violin.editions.total} editions`);
    expect(byInstrument).toMatch(/<option value="IN-004" selected="">Violin \(\d+\)<\/option>/);
  });

  it('offers every format with the count it gives, as a native select; choosing one narrows the list to that count', async () => {
    /** The format select's options, from the server's HTML: value, words and count. */
    const formats = (text: string) => {
      const select = /<select[^>]*name="format"[^>]*>([\s\S]*?)<\/select>/.exec(text)?.[1] ?? '';
      return [...select.matchAll(/<option value="([^"]+)"( selected="")?[^>]*>([^<]*) \((\d[\d,]*)\)<\/option>/g)].map((m) => ({
        value: m[1]!,
        selected: m[2] !== undefined,
        words: m[3]!,
        count: Number(m[4]!.replaceAll(',', '')),
      }));
    };
    const all = await pageHtml('/search?q=requiem');
    const offered = formats(all);
    expect(offered.map((f) => f.value)).toEqual([...FORMATS]);
    expect(offered.map((f) => f.words)).toEqual(FORMATS.map((format) => FORMAT_TEXT[format]));
    expect(all).toMatch(new RegExp(`<label[^>]*for="([^"]+)-format"[^>]*>${FACET_TEXT.format}</label>`));
    // Each edition has one format: with none chosen, the formats share out the total.
    const total = Number(summaryOf(all)!.split(' ')[0]!.replaceAll(',', ''));
    expect(offered.reduce((sum, f) => sum + f.count, 0)).toBe(total);
    const vocal = offered.find((f) => f.value === 'vocal-score')!;
    expect(vocal.count).toBeGreaterThan(0);
    expect(vocal.count).toBeLessThan(total);

    const narrowed = await pageHtml('/search?q=requiem&format=vocal-score');
    expect(summaryOf(narrowed)).toBe(`${vocal.count} edition${vocal.count === 1 ? '' : 's'}`);
    // The choice is shown as chosen, and the other formats keep the counts they would give.
    expect(formats(narrowed)).toEqual(offered.map((f) => ({ ...f, selected: f.value === 'vocal-score' })));

    // In German, the vocal score is told apart from the piano reduction (both a Klavierauszug).
    const german = formats(await pageHtml('/de/search?q=requiem&format=vocal-score'));
    expect(german.find((f) => f.selected)).toMatchObject({ value: 'vocal-score', words: FORMAT_TEXT_DE['vocal-score'], count: vocal.count });
    expect(FORMAT_TEXT_DE['vocal-score']).not.toBe(FORMAT_TEXT_DE['piano-reduction']);
  });

  it('shows the whole catalogue for an empty query, paged with page=', async () => {
    const first = await searchAll({ query: '' });
    const second = await searchAll({ query: '', skip: 24 });
    const pages = Math.ceil(first.editions.total / 24);
    expect(pages).toBeGreaterThan(2);

    const one = await pageHtml('/search');
    expect(one).toMatch(new RegExp(`<h1[^>]*>${SEARCH_TEXT.title}</h1>`));
    expect(one).toContain(SEARCH_TEXT.popular);
    expect(one).toContain(escapeHtml(first.editions.items[0]!.title));
    expect(one).toContain('href="/search?page=2"');

    const two = await pageHtml('/search?page=2');
    expect(summaryOf(two)).toBe(`${first.editions.total} editions · page 2 of ${pages}`);
    expect(two).toContain(`href="/work/${second.editions.items[0]!.slug}"`);
    expect(two).not.toContain(`href="/work/${first.editions.items[0]!.slug}"`);
    expect(two).toMatch(/aria-current="page" aria-label="Page 2"/);
  });

  it('answers 404 for a page past the last one', async () => {
    const expected = await searchAll({ query: 'bach' });
    expect(expected.editions.total).toBeLessThanOrEqual(24);
    const text = await pageHtml('/search?q=bach&page=2', 404);
    expect(text).toContain('Page not found');
  });

  it('offers to request the music when nothing matches', async () => {
    const text = await pageHtml('/search?q=zzxqv');
    expect(text).toContain(SEARCH_TEXT.noResultsTitle);
    expect(text).toContain(SEARCH_TEXT.notInLibrary);
    expect(text).toContain(`href="${REQUEST_CONTENT_PATH}?q=zzxqv"`);
  });

  it(`cuts a query to ${SEARCH_QUERY_MAX_LENGTH} characters`, async () => {
    // The address goes to the cut query's (the one the page's own form would build, issue 33).
    const long = await site(`/search?q=${'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 50)}`);
    expect(long.status).toBe(302);
    expect(long.headers.get('location')).toBe(`/search?q=${'x'.repeat(SEARCH_QUERY_MAX_LENGTH)}`);
    const text = await pageHtml(long.headers.get('location')!);
    const heading = text.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
    expect(heading).toBe(SEARCH_TEXT.resultsFor({ query: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH) }));
    // The loader searched for the cut query too (its result, in the transfer state, names it).
    expect(text).toContain(`"query":"${'x'.repeat(SEARCH_QUERY_MAX_LENGTH)}"`);
  });

  it('has a header search form that works without JavaScript', async () => {
    const text = await pageHtml('/');
    expect(text).toMatch(new RegExp(`<form role="search" aria-label="${SEARCH_BOX_TEXT.landmark}"[^>]* action="/search" method="get"`));
    const input = text.match(/<input[^>]*role="combobox"[^>]*>/)?.[0] ?? '';
    for (const attribute of ['name="q"', 'aria-expanded="false"', 'aria-autocomplete="list"', 'aria-controls="']) expect(input).toContain(attribute);
  });
});

describe('/institutions', () => {
  it('lists the featured institutions with their logos or a placeholder, and a way to get in touch', async () => {
    const institutions = await upstreamJson<Institution[]>('/v4/promotion/institutions/featured');
    const text = await pageHtml('/institutions');
    expect(text).toContain(`<h1 class="page__title">${INSTITUTIONS_TEXT.title}</h1>`);
    for (const institution of institutions) {
      expect(text).toContain(escapeHtml(institution.name));
      expect(text).toContain(escapeHtml(`${institution.city}, ${institution.country}`));
      if (institution.logoPath) expect(text).toContain(`src="${upstream}/images${institution.logoPath}"`);
    }
    const withoutLogo = institutions.filter((i) => i.logoPath === null);
    expect(withoutLogo.length).toBeGreaterThan(0);
    expect(text.match(/class="institution__logo institution__placeholder"/g)?.length).toBe(withoutLogo.length);
    expect(text).toContain(`href="${escapeHtml(INSTITUTIONS_CONTACT_HREF)}"`);
    expect(text).not.toContain('mailto:');
    expect(text).toContain('"@type":"EducationalOrganization"');
    expect(text).toContain('<link rel="canonical" href="https://www.nkoda.com/institutions"/>');
  });
});

describe('/pricing', () => {
  it('shows the web plans with formatted prices and every store in a table', async () => {
    const plans = await upstreamJson<Plan[]>('/v4/stripeSubscription/plans');
    const apple = await upstreamJson<Prices>('/v4/promotion/prices?storeType=apple');
    const text = await pageHtml('/pricing');
    expect(text).toContain(`<h1 class="page__title">${PRICING_TEXT.title}</h1>`);
    for (const plan of plans) expect(text).toContain(escapeHtml(plan.name));
    // The demo plans cost 999, 9999 and 4999 pence.
    expect(plans.map((plan) => plan.amount)).toEqual([999, 9999, 4999]);
    for (const price of ['£9.99', '£99.99', '£49.99']) expect(text).toContain(price);
    expect(text).toMatch(new RegExp(`<caption[^>]*>${PRICING_TEXT.storesCaption}</caption>`));
    for (const name of Object.values(STORE_NAMES)) expect(text).toContain(`<th scope="row">${name}</th>`);
    const appleMonthly = apple.prices.find((p) => p.interval === 'month')!;
    expect(appleMonthly.amount).toBe(1099);
    expect(text).toContain('£10.99 per month');
    expect(text.match(/href="https:\/\/app\.nkoda\.com\/sign-up" target="_blank"/g)?.length).toBeGreaterThanOrEqual(plans.length);
    expect(text).toContain('"@type":"Offer"');
    expect(text).toContain('<link rel="canonical" href="https://www.nkoda.com/pricing"/>');
  });
});
