/** Search and lookups, promotion lists and subscription pricing behaviour. */
import { describe, expect, it } from 'vitest';
import * as promo from '../../shared/schemas/promotion';
import * as search from '../../shared/schemas/search';
import * as sub from '../../shared/schemas/subscription';
import { call, expectOk } from './test-helpers';

const S = '/v4/search';
const P = '/v4/promotion';

describe('search', () => {
  it('matches text case- and accent-insensitively across titles, composers and publishers', async () => {
    const dvorak = await expectOk(search.searchAllSchema, 'POST', `${S}/all`, { query: 'DVORAK' });
    expect(dvorak.artists.items[0]!.name).toBe('Antonín Dvořák');
    expect(dvorak.editions.total).toBeGreaterThan(0);
    expect(dvorak.editions.items.every((e) => e.composers[0]!.name === 'Antonín Dvořák')).toBe(true);
    const henle = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { query: 'henle chopin', top: 100 }, { SCALE: '10' });
    expect(henle.total).toBeGreaterThan(0);
    expect(henle.items.every((e) => e.publisherName === 'G. Henle Verlag' && e.composers[0]!.name === 'Frédéric Chopin')).toBe(true);
    const mixed = await expectOk(search.searchAllSchema, 'POST', `${S}/all`, { query: 'beethoven sonata' });
    expect(mixed.artists.items.map((a) => a.name)).toEqual(['Ludwig van Beethoven']);
    expect(mixed.editions.items.every((e) => e.title.includes('Sonata') && e.composers[0]!.name === 'Ludwig van Beethoven')).toBe(true);
    const nothing = await expectOk(search.searchAllSchema, 'POST', `${S}/all`, { query: 'zzzz' });
    expect([nothing.editions.total, nothing.artists.total, nothing.playlists.total, nothing.publishers.total]).toEqual([0, 0, 0, 0]);
  });

  it('returns the most popular items for an empty query, in a fixed order', async () => {
    const all = await expectOk(search.searchAllSchema, 'POST', `${S}/all`, { query: '', top: 5 });
    expect(all.editions.total).toBe(300);
    expect(all.editions.items.map((e) => e.editionRef)).toEqual(['ED-000001', 'ED-000002', 'ED-000003', 'ED-000004', 'ED-000005']);
    const counts = all.artists.items.map((a) => a.editionCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.publishers.items.every((p) => p.featured)).toBe(true);
  });

  it('applies instrument and group filters and pages consistently', async () => {
    const body = { query: '', instrumentRefs: ['IN-006'], groups: ['chamber'] };
    const first = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { ...body, skip: 0, top: 5 });
    const second = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { ...body, skip: 5, top: 5 });
    const both = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { ...body, skip: 0, top: 10 });
    expect([...first.items, ...second.items]).toEqual(both.items);
    for (const summary of both.items) {
      const edition = await expectOk(promo.editionSchema, 'GET', `${P}/edition?editionRef=${summary.editionRef}`);
      expect(edition.instruments.map((i) => i.instrumentRef)).toContain('IN-006');
    }
    const groups = await expectOk(search.filterGroupsSchema, 'GET', `${S}/filtergroups`);
    const chamber = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { groups: ['chamber'], top: 0 });
    expect(chamber.total).toBe(groups.find((g) => g.id === 'chamber')!.count);
  });

  it('suggests artists, editions, compositions and ensembles', async () => {
    const artists = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupartist?artist=faur`);
    expect(artists).toEqual([{ id: artists[0]!.id, label: 'Gabriel Fauré', kind: 'artist', slug: 'gabriel-faure' }]);
    const editors = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupartist?artist=kessler&skipFilter=true`);
    expect(editors.length).toBeGreaterThan(0);
    expect(await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupartist?artist=kessler`)).toEqual([]);
    const starts = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupartist/startswith?artist=b&top=100`);
    expect(starts.map((s) => s.label)).toContain('Johann Sebastian Bach');
    const editions = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupedition?edition=moonlight&top=2`);
    expect(editions).toHaveLength(2);
    expect(editions[0]!.label).toContain('Moonlight');
    const works = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=concerto&artistRef=AR-0016`);
    expect(works.map((w) => w.label)).toEqual(['Violin Concerto in D major, Op. 77']);
    const ensembles = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupensemble?queryString=quart`);
    expect(ensembles.map((e) => e.label)).toEqual(['String quartet']);
    const top = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupedition?edition=`);
    expect(top).toHaveLength(10);
  });

  it('finds a work by its catalogue number in any spelling musicians write it (shared/catalogue-number.ts)', async () => {
    const moonlight = 'Piano Sonata No. 14 in C-sharp minor "Moonlight", Op. 27 No. 2';
    for (const spelling of ['op27no2', 'Op. 27, No. 2', 'op 27 no 2', 'Op.27/2', 'OPUS 27 NR 2']) {
      const works = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=${encodeURIComponent(spelling)}`);
      expect(
        works.map((w) => w.label),
        spelling,
      ).toEqual([moonlight]);
      const editions = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { query: spelling, top: 100 });
      expect(editions.total, spelling).toBeGreaterThan(0);
      expect(
        editions.items.every((e) => e.title.includes('Moonlight')),
        spelling,
      ).toBe(true);
    }
    for (const spelling of ['K331', 'KV 331', 'K. 331', 'k.331']) {
      const works = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=${encodeURIComponent(spelling)}`);
      expect(
        works.map((w) => w.label),
        spelling,
      ).toEqual(['Piano Sonata No. 11 in A major, K. 331']);
    }
    // The opus alone finds every number within it; a number with the composer's name narrows it.
    const opus = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=op27&top=10`);
    expect(opus.map((w) => w.label)).toContain(moonlight);
    const byName = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=${encodeURIComponent('beethoven op 27 no 2')}`);
    expect(byName.map((w) => w.label)).toEqual([moonlight]);
    // A number no work has finds none, rather than every work whose words start with its digits.
    expect(await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=K999`)).toEqual([]);
    // The faceted search reads the query the same way: the same editions and counts whatever the spelling.
    const faceted = async (query: string) => (await call('POST', `${S}/edition`, { query, facets: true, sort: 'title', top: 100 })).json();
    const [spelt, plain] = await Promise.all([faceted('KV 331'), faceted('k331')]);
    expect(spelt).toEqual(plain);
    expect((plain as { total: number }).total).toBeGreaterThan(0);
  });

  it('finds preset symbols', async () => {
    const symbols = await expectOk(search.pagedPresetSymbolsSchema, 'POST', `${S}/presetSymbol`, { query: 'pedal' });
    expect(symbols.items.map((s) => s.name)).toEqual(['Pedal down', 'Pedal up']);
  });
});

describe('promotion lists', () => {
  it('lists publishers with featured first and the featured list alone', async () => {
    const all = await expectOk(promo.publishersSchema, 'GET', `${P}/publishers`);
    const featured = await expectOk(promo.publishersSchema, 'GET', `${P}/publishers/featured`);
    expect(all.slice(0, featured.length)).toEqual(featured);
    expect(all.slice(featured.length).every((p) => !p.featured)).toBe(true);
    expect(all.map((p) => p.name)).toContain('Bärenreiter');
  });

  it('answers artist text queries with a paged list, optionally for one publisher', async () => {
    const found = await expectOk(promo.pagedArtistsSchema, 'GET', `${P}/artist?query=schumann`);
    expect(found.items.map((a) => a.name)).toEqual(expect.arrayContaining(['Robert Schumann', 'Clara Schumann']));
  });

  it('pages playlist items up to the item count', async () => {
    const playlist = await expectOk(promo.playlistSchema, 'GET', `${P}/playlist?playlistRef=PL-0003`);
    const items = await expectOk(promo.playlistItemsSchema, 'POST', `${P}/playlist/PL-0003/items`, { top: 100 });
    expect(items.total).toBe(playlist.itemCount);
    expect(items.items).toHaveLength(playlist.itemCount);
    expect(items.items.every((e) => e.instrumentation === 'String quartet')).toBe(true);
  });

  it('maps catalogue ids to refs, leaving unknown ids out', async () => {
    const refs = await expectOk(promo.editionReferencesSchema, 'GET', `${P}/edition/references?publisherCatalogIds=BA%201000,BA%201001,XX%201&publisherId=1`);
    expect(refs.map((r) => r.editionRef)).toEqual(['ED-000001', 'ED-000018']);
  });

  it('prices differ by store and are in pence', async () => {
    const web = await expectOk(promo.pricesSchema, 'GET', `${P}/prices?storeType=web`);
    const apple = await expectOk(promo.pricesSchema, 'GET', `${P}/prices?storeType=apple`);
    expect(web.prices[0]!.amount).toBe(999);
    expect(apple.prices[0]!.amount).toBeGreaterThan(web.prices[0]!.amount);
  });
});

describe('subscription', () => {
  it('gives 10% off with WELCOME10 and nothing for unknown codes', async () => {
    const plain = await expectOk(sub.plansSchema, 'GET', '/v4/stripeSubscription/plans');
    expect(plain.every((p) => p.discountedAmount === null)).toBe(true);
    const discounted = await expectOk(sub.plansSchema, 'GET', '/v4/stripeSubscription/plans?discount=WELCOME10');
    expect(discounted.map((p) => p.discountedAmount)).toEqual(plain.map((p) => Math.round(p.amount * 0.9)));
    const unknown = await expectOk(sub.planSchema, 'GET', '/v4/stripeSubscription/product/prod_standard/plan/plan_standard_annual?discount=BOGUS');
    expect(unknown.discountedAmount).toBeNull();
    expect((await call('GET', '/v4/stripeSubscription/product/prod_standard/plan/nope')).status).toBe(404);
  });
});
