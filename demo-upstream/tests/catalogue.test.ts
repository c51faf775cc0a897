/** The generated catalogue: determinism, scale, ref and slug decoding, distribution. */
import { describe, expect, it } from 'vitest';
import * as promo from '../../shared/schemas/promotion';
import * as search from '../../shared/schemas/search';
import { Catalogue } from '../src/catalogue';
import { PUBLISHERS } from '../src/names';
import { ARTISTS } from '../src/people';
import { WORKS } from '../src/works';
import { call, expectOk } from './test-helpers';

const P = '/v4/promotion';
const BIG = { SCALE: '1000' };

describe('catalogue', () => {
  it('gives a few hundred editions at SCALE=1 and at least 100,000 at SCALE=1000', async () => {
    const small = await expectOk(search.pagedEditionsSchema, 'POST', '/v4/search/edition', { top: 1 });
    expect(small.total).toBe(300);
    const big = await expectOk(search.pagedEditionsSchema, 'POST', '/v4/search/edition', { top: 1 }, BIG);
    expect(big.total).toBeGreaterThanOrEqual(100_000);
    const publishers = await expectOk(promo.publishersSchema, 'GET', `${P}/publishers`, undefined, BIG);
    expect(publishers.reduce((sum, p) => sum + p.editionCount, 0)).toBe(big.total);
  });

  it('looks up a high-index edition by slug, ref and catalogue id at SCALE=1000', async () => {
    const high = await expectOk(search.pagedEditionsSchema, 'POST', '/v4/search/edition', { skip: 299_995, top: 5 }, BIG);
    expect(high.items).toHaveLength(5);
    const last = high.items[4]!;
    expect(last.editionRef).toBe('ED-300000');
    const bySlug = await expectOk(promo.editionSchema, 'GET', `${P}/editionbyslug?slug=${last.slug}`, undefined, BIG);
    expect(bySlug).toMatchObject(last);
    const byRef = await expectOk(promo.editionSchema, 'GET', `${P}/edition?editionRef=${last.editionRef}`, undefined, BIG);
    expect(byRef).toEqual(bySlug);
    const byCatalogId = await expectOk(
      promo.editionSchema,
      'GET',
      `${P}/edition?publisherCatalogId=${encodeURIComponent(last.publisherCatalogId)}&publisherId=${last.publisherId}`,
      undefined,
      BIG,
    );
    expect(byCatalogId).toEqual(bySlug);
    // The same slug does not exist in the small catalogue.
    expect((await call('GET', `${P}/editionbyslug?slug=${last.slug}`)).status).toBe(404);
  });

  it('answers the same thing twice', async () => {
    for (const [method, path, body] of [
      ['GET', `${P}/edition?editionRef=ED-000077`],
      ['POST', '/v4/search/all', { query: 'sonata', top: 7 }],
      ['GET', `${P}/artist?artistRef=AR-0015`],
      ['POST', `${P}/playlist/PL-0004/items`, {}],
    ] as const) {
      const first = await (await call(method, path, body)).text();
      const second = await (await call(method, path, body)).text();
      expect(second).toBe(first);
    }
    const a = new Catalogue(3);
    const b = new Catalogue(3);
    for (const i of [0, 1, 450, 899]) expect(a.edition(i)).toEqual(b.edition(i));
  });

  it('keeps work and publisher counts coprime so every pair is reachable', () => {
    const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
    expect(gcd(WORKS.length, PUBLISHERS.length)).toBe(1);
  });

  it('round-trips every ref, slug and catalogue id at SCALE=1, all unique', () => {
    const catalogue = new Catalogue(1);
    const slugs = new Set<string>();
    const catalogIds = new Set<string>();
    for (let i = 0; i < catalogue.size; i++) {
      const edition = catalogue.edition(i);
      expect(promo.editionSchema.safeParse(edition).success).toBe(true);
      expect(catalogue.parseEditionRef(edition.editionRef)).toBe(i);
      expect(catalogue.parseEditionSlug(edition.slug)).toBe(i);
      expect(catalogue.parsePublisherCatalogId(edition.publisherCatalogId, edition.publisherId)).toBe(i);
      slugs.add(edition.slug);
      catalogIds.add(`${edition.publisherId} ${edition.publisherCatalogId}`);
    }
    expect(slugs.size).toBe(catalogue.size);
    expect(catalogIds.size).toBe(catalogue.size);
    expect(new Set(ARTISTS.map((a) => a.slug)).size).toBe(ARTISTS.length);
  });

  it('restricts about 2% of editions by region and some by performance', () => {
    const catalogue = new Catalogue(10);
    const counts = [0, 0, 0];
    for (let i = 0; i < catalogue.size; i++) counts[catalogue.editionSummary(i).restriction]! += 1;
    expect(counts[1]! / catalogue.size).toBeCloseTo(0.02, 3);
    expect(counts[2]).toBeGreaterThan(0);
  });

  it('counts artist, instrument and group editions consistently with the lists', async () => {
    const artist = await expectOk(promo.artistSchema, 'GET', `${P}/artistbyslug?slug=johannes-brahms`, undefined, BIG);
    const listed = await expectOk(search.pagedEditionsSchema, 'POST', `/v4/search/artist/${artist.artistRef}/editions`, { top: 100 }, BIG);
    expect(listed.total).toBe(artist.editionCount);
    expect(listed.items.every((e) => e.composers[0]!.artistRef === artist.artistRef)).toBe(true);
    const piano = await expectOk(promo.instrumentSchema, 'GET', `${P}/instrument?instrumentRef=IN-001`, undefined, BIG);
    const filtered = await expectOk(search.pagedEditionsSchema, 'POST', '/v4/search/edition', { instrumentRefs: ['IN-001'], top: 1 }, BIG);
    expect(filtered.total).toBe(piano.editionCount);
    const groups = await expectOk(search.filterGroupsSchema, 'GET', '/v4/search/filtergroups', undefined, BIG);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(300_000);
    // The last page of a selection ends exactly at its total.
    const tail = await expectOk(
      search.pagedEditionsSchema,
      'POST',
      `/v4/search/artist/${artist.artistRef}/editions`,
      { skip: artist.editionCount - 3, top: 10 },
      BIG,
    );
    expect(tail.items).toHaveLength(3);
  });

  it('serves editors, lyricists and composers as artists', async () => {
    const letter = await expectOk(promo.pagedArtistsSchema, 'POST', `${P}/artist/letter?letter=m`, { top: 100 });
    const roles = new Set(letter.items.map((a) => a.role));
    expect(roles).toEqual(new Set(['composer', 'lyricist', 'editor']));
    expect(letter.items.map((a) => a.name)).toContain('Wilhelm Müller');
    const edition = await expectOk(promo.editionSchema, 'GET', `${P}/edition?editionRef=ED-000046`);
    const editor = await expectOk(promo.artistSchema, 'GET', `${P}/artist?artistRef=${edition.editors[0]!.artistRef}`);
    expect(editor.role).toBe('editor');
    const publisher = await expectOk(promo.publisherSchema, 'GET', `${P}/publisher/edition/${edition.editionRef}`);
    expect(publisher.publisherId).toBe(edition.publisherId);
    expect(editor.biography).toContain(publisher.name);
  });

  it('lists related editions by the same composer first, without the edition itself', async () => {
    const related = await expectOk(promo.pagedEditionsSchema, 'POST', `${P}/edition/ED-000039/related`, { top: 100 });
    expect(related.items.map((e) => e.editionRef)).not.toContain('ED-000039');
    expect(related.items[0]!.composers[0]!.name).toBe('Ludwig van Beethoven');
    const henle = await expectOk(promo.pagedEditionsSchema, 'POST', `${P}/edition/ED-000039/related?publisherId=2`, { top: 100 }, BIG);
    expect(henle.items.every((e) => e.publisherId === 2)).toBe(true);
  });
});
