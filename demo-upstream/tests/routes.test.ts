/** Every route of the demo upstream answers, and its body passes its contract schema. */
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { applinkRegisterResponseSchema } from '../../shared/schemas/applink';
import { errorBodySchema } from '../../shared/schemas/common';
import * as cms from '../../shared/schemas/cms';
import { legacyFaqSchema, legacyLegalSchema } from '../../shared/schemas/cms-legacy';
import { dealsSchema } from '../../shared/schemas/deals';
import * as promo from '../../shared/schemas/promotion';
import * as search from '../../shared/schemas/search';
import * as sub from '../../shared/schemas/subscription';
import type { Catalogue } from '../src/catalogue';
import { parsePageFile } from '../src/score-pages';
import { call, expectOk, status } from './test-helpers';

const P = '/v4/promotion';
const S = '/v4/search';

type Row = [method: string, path: string, schema: ZodType, body?: unknown];

const ROUTES: Row[] = [
  ['GET', `${P}/edition?editionRef=ED-000001`, promo.editionSchema],
  ['GET', `${P}/edition?publisherCatalogId=HN%201000&publisherId=2`, promo.editionSchema],
  ['GET', `${P}/editionbyslug?slug=goldberg-variations-ed-000002`, promo.editionSchema],
  ['GET', `${P}/edition/ED-000039/annotation/AN-7B20E4`, promo.annotationShareSchema],
  ['GET', `${P}/edition/references?publisherCatalogIds=HN%201000,HN%201001,HN%209999&publisherId=2`, promo.editionReferencesSchema],
  ['GET', `${P}/instrument?instrumentRef=IN-001`, promo.instrumentSchema],
  ['GET', `${P}/artist?artistRef=AR-0001`, promo.artistSchema],
  ['GET', `${P}/artist?query=schu&publisherId=2`, promo.pagedArtistsSchema],
  ['GET', `${P}/artistbyslug?slug=antonin-dvorak`, promo.artistSchema],
  ['GET', `${P}/publisher?publisherId=1`, promo.publisherSchema],
  ['GET', `${P}/publisher/g-henle-verlag`, promo.publisherSchema],
  ['GET', `${P}/publishers`, promo.publishersSchema],
  ['GET', `${P}/publishers/featured`, promo.publishersSchema],
  ['GET', `${P}/publisher/edition/ED-000005`, promo.publisherSchema],
  ['GET', `${P}/playlist?playlistRef=PL-0001`, promo.playlistSchema],
  ['GET', `${P}/share/upload?id=SU-4K9P2Q`, promo.uploadSchema],
  ['GET', `${P}/upload?userFileRef=UF-8C41D2&resourceOwnerRef=RO-1001`, promo.uploadSchema],
  ['GET', `${P}/share/annotation?id=AN-3F9A1C`, promo.annotationShareSchema],
  ['GET', `${P}/prices?storeType=web`, promo.pricesSchema],
  ['GET', `${P}/prices?storeType=apple`, promo.pricesSchema],
  ['GET', `${P}/institutions/featured`, promo.institutionsSchema],
  ['POST', `${P}/edition/ED-000001/related?publisherId=2`, promo.pagedEditionsSchema, { skip: 0, top: 5 }],
  ['POST', `${P}/artist/letter?letter=B`, promo.pagedArtistsSchema, {}],
  ['POST', `${P}/artist/AR-0008/related`, promo.pagedArtistsSchema, { top: 3 }],
  ['POST', `${P}/publisher/2/related`, promo.pagedPublishersSchema, {}],
  ['POST', `${P}/playlist/PL-0001/items`, promo.playlistItemsSchema, { skip: 2, top: 4 }],
  [
    'POST',
    `${P}/contactinfos`,
    promo.formResultSchema,
    { email: 'ada@example.com', formType: 4, message: 'Hello', name: 'Ada Lovelace', extraProperties: { utm: 'x' } },
  ],
  ['POST', `${P}/madenotborn`, promo.formResultSchema, { email: 'ada@example.com', name: 'Ada', project: 'Quartet' }],
  ['POST', `${P}/learningspace`, promo.formResultSchema, { email: 'ada@example.com' }],
  ['POST', `${P}/newslettersubscribers`, promo.formResultSchema, { email: 'ada@example.com' }],
  ['POST', `${P}/newslettersubscribers?email=ada%40example.com`, promo.formResultSchema],
  ['POST', `${P}/fund/spring-2026`, promo.formResultSchema, { email: 'ada@example.com', amount: 20 }],
  ['POST', `${S}/all`, search.searchAllSchema, { query: 'bach', top: 5 }],
  ['POST', `${S}/all`, search.searchAllSchema, { query: '' }],
  ['POST', `${S}/artist`, search.pagedArtistsSchema, { query: 'mozart' }],
  ['POST', `${S}/edition`, search.pagedEditionsSchema, { query: 'sonata', instrumentRefs: ['IN-001'], groups: ['keyboard'] }],
  ['POST', `${S}/playlist`, search.pagedPlaylistsSchema, { query: 'piano' }],
  ['POST', `${S}/presetSymbol`, search.pagedPresetSymbolsSchema, { query: 'fermata' }],
  ['POST', `${S}/artist/AR-0001/editions`, search.pagedEditionsSchema, { skip: 0, top: 10 }],
  ['POST', `${S}/artist/AR-0001/playlists`, search.pagedPlaylistsSchema, {}],
  ['POST', `${S}/publisher/2/editions`, search.pagedEditionsSchema, { top: 10 }],
  ['POST', `${S}/find`, search.pagedEditionsSchema, { query: 'requiem', skip: 0, top: 10 }],
  ['POST', `${S}/findallartists`, search.pagedArtistsSchema, { query: 'b', skip: 0, top: 10 }],
  ['POST', `${S}/findallplaylists`, search.pagedPlaylistsSchema, { query: '', skip: 0, top: 10 }],
  ['GET', `${S}/lookupartist?artist=dvo&top=5&skipFilter=false`, search.suggestionsSchema],
  ['GET', `${S}/lookupartist/startswith?artist=Sch&top=5`, search.suggestionsSchema],
  ['GET', `${S}/lookupedition?edition=moonlight&top=3`, search.suggestionsSchema],
  ['GET', `${S}/lookupcomposition?queryString=sonata&artistRef=AR-0008&top=5`, search.suggestionsSchema],
  ['GET', `${S}/lookupensemble?queryString=string&top=5`, search.suggestionsSchema],
  ['GET', `${S}/filtergroups`, search.filterGroupsSchema],
  ['GET', `${S}/filterinstruments`, search.filterInstrumentsSchema],
  ['GET', '/v4/stripeSubscription/plans', sub.plansSchema],
  ['GET', '/v4/stripeSubscription/plans?discount=WELCOME10', sub.plansSchema],
  ['GET', '/v4/stripeSubscription/product/prod_standard/plan/plan_standard_monthly?discount=nope', sub.planSchema],
  [
    'POST',
    '/v4/stripeSubscription/session?discount=WELCOME10',
    sub.checkoutSessionSchema,
    {
      productId: 'prod_standard',
      planId: 'plan_standard_annual',
      successUrl: 'http://127.0.0.1:8787/pricing?ok=1',
      cancelUrl: 'http://127.0.0.1:8787/pricing',
    },
  ],
  ['GET', '/cms/api/blog', cms.blogSchema],
  ['GET', '/cms/api/blog-categories', cms.blogCategoriesSchema],
  ['GET', '/cms/api/blog-articles?sort=publishedAt:desc&pagination[pageSize]=3', cms.blogArticlesSchema],
  ['GET', '/cms/api/blog-articles/1', cms.blogArticleSchema],
  ['GET', '/cms/api/legal-pages', cms.legalPagesSchema],
  ['GET', '/cms/api/legal-pages/1', cms.legalPageSchema],
  ['GET', '/cms/api/faq-pages', cms.faqPagesSchema],
  ['GET', '/cms/api/faq-pages/2', cms.faqPageSchema],
  ['GET', '/cms/api/learning-spaces-events', cms.learningSpacesEventsSchema],
  ['GET', '/cms/api/learning-spaces-events?Slug=urtext-editions-workshop', cms.learningSpacesEventsSchema],
  ['GET', '/cms/api/learning-spaces-events?Featured=true', cms.learningSpacesEventsSchema],
  ['GET', '/cms/api/instrument-families', cms.instrumentFamiliesSchema],
  ['GET', '/cms/api/instrument-families/1', cms.instrumentFamilySchema],
  ['GET', '/cms/api/instrument-family-types', cms.instrumentFamilyTypesSchema],
  ['GET', '/cms-legacy/faq', legacyFaqSchema],
  ['GET', '/cms-legacy/legal', legacyLegalSchema],
  [
    'POST',
    '/v1/applink/register',
    applinkRegisterResponseSchema,
    {
      clientToken: '6f1c2a9e-0000-4000-8000-000000000001',
      url: 'http://127.0.0.1:8787/work/x',
      extra: { screenWidth: 1280, screenHeight: 800, screenPixelRatio: 2, timezoneOffset: -60 },
    },
  ],
  ['GET', '/deals/v1/deals', dealsSchema],
  ['GET', '/builds', z.object({ mac: z.object({ version: z.literal('2.1.21') }) })],
];

describe('every route answers within its contract', () => {
  it.each(ROUTES)('%s %s', async (method, path, schema, body) => {
    await expectOk(schema, method, path, body);
  });

  it('completes a checkout session and cancels a subscription', async () => {
    const session = await expectOk(sub.checkoutSessionSchema, 'POST', '/v4/stripeSubscription/session', {
      productId: 'prod_student',
      planId: 'plan_student_annual',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/no',
    });
    const page = await call('GET', new URL(session.url).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/checkout/${session.checkoutSessionId}/pay`);
    // Nobody has paid: the provider refuses to complete it, and keeps it open.
    const unpaid = await call('POST', `/v4/stripeSubscription/session/${session.checkoutSessionId}/complete`);
    expect(unpaid.status).toBe(409);
    expect(await (await call('GET', new URL(session.url).pathname)).text()).toContain(', open');
    // Paying sends the visitor to the success address; then the session completes.
    const pay = await call('GET', `${new URL(session.url).pathname}/pay`);
    expect(pay.status).toBe(302);
    expect(pay.headers.get('location')).toBe('http://localhost/ok');
    await expectOk(sub.checkoutCompleteSchema, 'POST', `/v4/stripeSubscription/session/${session.checkoutSessionId}/complete`);
    expect(await status('POST', '/v4/stripeSubscription/session/cs_unknown/complete')).toBe(404);
    const cancel = await call('DELETE', '/v4/stripeSubscription/sub_123/cancel');
    expect(sub.isCancelled(await cancel.text())).toBe(true);
  });

  it('serves SVG images with a long cache lifetime', async () => {
    for (const path of [
      '/images/covers/ED-000123.svg',
      '/images/publishers/12.svg',
      '/images/artists/AR-0014.svg',
      '/images/institutions/2.svg',
      '/images/playlists/PL-0003.svg',
      '/images/blog/reading-an-urtext-preface.svg',
      '/images/events/choral-directors-forum.svg',
      '/images/uploads/UF-8C41D2.svg',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      expect(await res.text()).toMatch(/^<svg [^>]*width="\d+"/);
    }
    const cover = await (await call('GET', '/images/covers/ED-000001.svg')).text();
    expect(cover).toContain('width="600" height="848"');
    expect(cover).toContain('The Well-Tempered');
    const artist = await (await call('GET', '/images/artists/AR-0018.svg')).text();
    expect(artist).toContain('Dvořák');
    expect(await status('GET', '/images/covers/ED-999999.svg')).toBe(404);
    expect(await status('GET', '/images/unknown/x.svg')).toBe(404);
  });

  it('serves the first pages of an edition for the preview page, and no others', async () => {
    const first = await call('GET', '/images/pages/ED-000001-1.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('max-age=31536000');
    const page1 = await first.text();
    expect(page1).toMatch(/^<svg [^>]*width="600" height="848"/);
    // Page 1 is a title page with staves; later pages are staves only.
    expect(page1).toContain('>The Well-Tempered');
    expect(page1).toContain('>Johann Sebastian Bach<');
    expect(page1).toContain('<ellipse');
    const page3 = await (await call('GET', '/images/pages/ED-000001-3.svg')).text();
    expect(page3).not.toContain('>The Well-Tempered');
    expect(page3).toContain('aria-label="Page 3 of The Well-Tempered');
    expect(page3).toContain('<ellipse');
    expect(page3).not.toBe(page1);
    // Deterministic: the same page is the same picture every time.
    expect(await (await call('GET', '/images/pages/ED-000001-3.svg')).text()).toBe(page3);
    for (const path of [
      '/images/pages/ED-000001-4.svg',
      '/images/pages/ED-000001-0.svg',
      '/images/pages/ED-999999-1.svg',
      '/images/pages/ED-000001.svg',
      '/images/pages/ED-000001-1.png',
      '/images/pages/ed-000001-1.svg',
    ]) {
      expect(await status('GET', path), path).toBe(404);
    }
  });

  it("never serves a preview page beyond the edition's own page count", () => {
    const twoPages = { parseEditionRef: () => 0, edition: () => ({ pageCount: 2 }) } as unknown as Catalogue;
    expect(parsePageFile(twoPages, 'ED-000001-2')).toEqual({ index: 0, page: 2 });
    expect(parsePageFile(twoPages, 'ED-000001-3')).toBeNull();
  });

  it('escapes XML in image text', async () => {
    const found = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { query: 'children corner', top: 1 });
    const svg = await (await call('GET', `/images/covers/${found.items[0]!.editionRef}.svg`)).text();
    expect(svg).toContain('Children&apos;s Corner');
    expect(svg).not.toContain("Children's");
  });

  it('answers 404 JSON for unknown refs and slugs', async () => {
    for (const path of [
      `${P}/edition?editionRef=ED-999999`,
      `${P}/edition?editionRef=ED-1`,
      `${P}/editionbyslug?slug=nope-ed-000001`,
      `${P}/artist?artistRef=AR-9999`,
      `${P}/artistbyslug?slug=nobody`,
      `${P}/publisher?publisherId=99`,
      `${P}/publisher/nobody`,
      `${P}/playlist?playlistRef=PL-9999`,
      `${P}/share/upload?id=nope`,
      `${P}/share/annotation?id=nope`,
      `${P}/instrument?instrumentRef=IN-999`,
      `${P}/upload?userFileRef=UF-8C41D2&resourceOwnerRef=RO-9999`,
      `${P}/edition/ED-000002/annotation/AN-7B20E4`,
      '/v4/nothing-here',
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      expect(errorBodySchema.parse(await res.json())).toEqual({ error: 'not found' });
    }
    expect(await status('POST', `${P}/playlist/PL-9999/items`, {})).toBe(404);
    expect(await status('POST', `${S}/artist/AR-9999/editions`, {})).toBe(404);
  });

  it('answers 400 JSON for missing or invalid input', async () => {
    const bad: [string, string, unknown?][] = [
      ['GET', `${P}/edition`],
      ['GET', `${P}/edition?publisherCatalogId=HN%201000`],
      ['GET', `${P}/editionbyslug`],
      ['GET', `${P}/edition/references?publisherId=2`],
      ['GET', `${P}/artist`],
      ['GET', `${P}/publisher?publisherId=abc`],
      ['GET', `${P}/prices?storeType=amiga`],
      ['GET', `${P}/prices`],
      ['GET', `${S}/lookupartist?top=5`],
      ['POST', `${P}/artist/letter?letter=AB`, {}],
      ['POST', `${P}/playlist/PL-0001/items`, { top: -1 }],
      ['POST', `${P}/playlist/PL-0001/items`, '{not json'],
      ['POST', `${P}/contactinfos`, { email: 'not-an-email', formType: 4, message: 'x', name: 'Ada Lovelace' }],
      ['POST', `${P}/contactinfos`, { email: 'ada@example.com', formType: 'four', message: 'x', name: 'Ada Lovelace' }],
      ['POST', `${P}/newslettersubscribers`, {}],
      ['POST', `${P}/newslettersubscribers?email=nope`],
      ['POST', `${P}/madenotborn`, { name: 'Ada' }],
      ['POST', `${P}/fund/bad%20token`, { email: 'ada@example.com' }],
      ['POST', '/v1/applink/register', { clientToken: 'x', url: 'y' }],
      ['POST', '/v4/stripeSubscription/session', { productId: 'prod_standard', planId: 'nope', successUrl: 'http://a/', cancelUrl: 'http://a/' }],
    ];
    for (const [method, path, body] of bad) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(errorBodySchema.safeParse(await res.json()).success).toBe(true);
    }
  });

  it('caps list pages at 100 and defaults to 24', async () => {
    const all = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, { query: '', top: 1000 });
    expect(all.items).toHaveLength(100);
    const defaults = await expectOk(search.pagedEditionsSchema, 'POST', `${S}/edition`, {});
    expect(defaults.items).toHaveLength(24);
    expect(defaults.total).toBe(300);
  });
});
