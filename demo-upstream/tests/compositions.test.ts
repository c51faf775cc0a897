/** The composition contract (issue 47, decision 062): reads, a composer's works, editions by composition. */
import { describe, expect, it } from 'vitest';
import * as promo from '../../shared/schemas/promotion';
import * as search from '../../shared/schemas/search';
import { expectOk, status } from './test-helpers';

const S = '/v4/search';
const P = '/v4/promotion';
const MOONLIGHT = 'piano-sonata-no-14-in-c-sharp-minor-moonlight-beethoven';

describe('compositions', () => {
  it('reads one composition by slug and by ref, with its facts and edition count', async () => {
    const bySlug = await expectOk(promo.compositionSchema, 'GET', `${P}/compositionbyslug?slug=${MOONLIGHT}`);
    expect(bySlug).toMatchObject({
      title: 'Piano Sonata No. 14 in C-sharp minor "Moonlight"',
      catalogueNumber: 'Op. 27 No. 2',
      key: 'C-sharp minor',
      year: 1801,
      period: 'Classical',
      instrumentation: 'Piano solo',
    });
    expect(bySlug.composers.map((c) => c.name)).toEqual(['Ludwig van Beethoven']);
    const byRef = await expectOk(promo.compositionSchema, 'GET', `${P}/composition?compositionRef=${bySlug.compositionRef}`);
    expect(byRef).toEqual(bySlug);
    // The count is the editions the search finds for it, at every scale.
    for (const SCALE of ['1', '10']) {
      const one = await expectOk(promo.compositionSchema, 'GET', `${P}/compositionbyslug?slug=${MOONLIGHT}`, undefined, { SCALE });
      const editions = await expectOk(search.facetedEditionsSchema, 'POST', `${S}/edition`, { compositionRef: one.compositionRef, facets: true }, { SCALE });
      expect(editions.total).toBe(one.editionCount);
      expect(one.editionCount).toBeGreaterThan(0);
    }
  });

  it('gives Mozart both Köchel numbers and finds the work by either', async () => {
    const mozart = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=${encodeURIComponent('K. 300i')}`);
    expect(mozart.map((s) => s.label)).toEqual(['Piano Sonata No. 11 in A major, K. 331']);
    const work = await expectOk(promo.compositionSchema, 'GET', `${P}/compositionbyslug?slug=${mozart[0]!.slug}`);
    expect([work.catalogueNumber, ...work.otherCatalogueNumbers]).toEqual(['K. 331', 'K⁶ 300i']);
    // Scarlatti's K. is Kirkpatrick's; Longo's number finds the same sonata.
    const longo = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=${encodeURIComponent('L. 422')}`);
    expect(longo.map((s) => s.label)).toEqual(['Keyboard Sonata in D minor, K. 141']);
    // Each of the Four Seasons' Ryom numbers finds the set its opus prints.
    for (const ryom of ['RV 269', 'rv315', 'RV293', 'rv 297']) {
      const seasons = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=${encodeURIComponent(ryom)}`);
      expect(
        seasons.map((s) => s.label),
        ryom,
      ).toEqual(['The Four Seasons, Op. 8 Nos. 1–4']);
    }
  });

  it('answers 404 for an unknown composition and 400 without one', async () => {
    expect(await status('GET', `${P}/compositionbyslug?slug=no-such-work`)).toBe(404);
    expect(await status('GET', `${P}/composition?compositionRef=WK-9999`)).toBe(404);
    expect(await status('GET', `${P}/composition?compositionRef=WK-39`)).toBe(404);
    expect(await status('GET', `${P}/composition`)).toBe(400);
    expect(await status('GET', `${P}/compositionbyslug`)).toBe(400);
  });

  it("names each suggestion's composition by its slug, and each edition's composition", async () => {
    const [moonlight] = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=op27no2`);
    expect(moonlight).toMatchObject({ kind: 'composition', slug: MOONLIGHT });
    const editions = await expectOk(promo.pagedEditionsSchema, 'POST', `${S}/edition`, { compositionRef: moonlight!.id, top: 3 });
    for (const summary of editions.items) {
      expect(summary).toMatchObject({ title: 'Piano Sonata No. 14 in C-sharp minor "Moonlight"', catalogueNumber: 'Op. 27 No. 2' });
      const edition = await expectOk(promo.editionSchema, 'GET', `${P}/edition?editionRef=${summary.editionRef}`);
      expect(edition.composition).toMatchObject({ compositionRef: moonlight!.id, slug: MOONLIGHT });
    }
  });

  it('scopes the faceted search to one work: it is never relaxed and the facets count within it', async () => {
    const [moonlight] = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=op27no2`);
    const body = { compositionRef: moonlight!.id, facets: true, filters: { grade: 1 } };
    const none = await expectOk(search.facetedEditionsSchema, 'POST', `${S}/edition`, body, { SCALE: '10' });
    expect(none.total).toBe(0);
    const all = await expectOk(search.facetedEditionsSchema, 'POST', `${S}/edition`, { compositionRef: moonlight!.id, facets: true }, { SCALE: '10' });
    // Relaxing the grade gives the work's editions, not the catalogue's.
    expect(none.facets.without.grade).toBe(all.total);
    expect(all.facets.values.grade!.find((g) => g.value === '4')!.count).toBe(all.total);
    expect(all.facets.values.composerRef!.filter((c) => c.count > 0).map((c) => c.label)).toEqual(['Ludwig van Beethoven']);
  });

  it("lists a composer's works, and no one else's", async () => {
    const artist = await expectOk(promo.artistSchema, 'GET', `${P}/artistbyslug?slug=ludwig-van-beethoven`);
    const works = await expectOk(promo.pagedCompositionsSchema, 'POST', `${P}/artist/${artist.artistRef}/compositions`, { skip: 0, top: 50 });
    expect(works.total).toBeGreaterThan(1);
    expect(works.items.map((w) => w.title)).toContain('Piano Sonata No. 14 in C-sharp minor "Moonlight"');
    expect(works.items.every((w) => w.composers[0]!.artistRef === artist.artistRef)).toBe(true);
    expect(await status('POST', `${P}/artist/AR-9999/compositions`, { skip: 0, top: 5 })).toBe(404);
  });

  it('gives every composition an address of its own', async () => {
    const all = await expectOk(search.suggestionsSchema, 'GET', `${S}/lookupcomposition?queryString=&top=100`);
    expect(all.length).toBe(100);
    expect(new Set(all.map((s) => s.slug)).size).toBe(all.length);
    expect(all.every((s) => s.slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.slug))).toBe(true);
  });
});
