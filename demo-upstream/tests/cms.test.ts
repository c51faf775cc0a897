/** The Strapi v4 content service and the older content service. */
import { describe, expect, it } from 'vitest';
import * as cms from '../../shared/schemas/cms';
import { legacyFaqSchema, legacyLegalSchema } from '../../shared/schemas/cms-legacy';
import { COLLECTIONS } from '../src/cms';
import { call, expectOk } from './test-helpers';

const C = '/cms/api';

describe('CMS (Strapi v4)', () => {
  it('has the legal pages the site links to', async () => {
    const legal = await expectOk(cms.legalPagesSchema, 'GET', `${C}/legal-pages`);
    expect(legal.data.map((p) => p.attributes.slug).sort()).toEqual(['cookie-policy', 'end-user-licence-agreement', 'privacy-policy', 'terms-and-conditions']);
    const privacy = await expectOk(cms.legalPagesSchema, 'GET', `${C}/legal-pages?filters[slug][$eq]=privacy-policy`);
    expect(privacy.data).toHaveLength(1);
    expect(privacy.data[0]!.attributes.title).toBe('Privacy policy');
    expect(privacy.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
  });

  it('hides drafts unless publicationState=preview', async () => {
    for (const name of Object.keys(COLLECTIONS)) {
      const live = await expectOk(cms.strapiCollection(cms.blogAttributesSchema.pick({ publishedAt: true })), 'GET', `${C}/${name}?pagination[pageSize]=100`);
      const preview = await expectOk(
        cms.strapiCollection(cms.blogAttributesSchema.pick({ publishedAt: true })),
        'GET',
        `${C}/${name}?pagination[pageSize]=100&publicationState=preview`,
      );
      expect(
        live.data.every((e) => e.attributes.publishedAt !== null),
        name,
      ).toBe(true);
      expect(preview.meta.pagination.total, name).toBeGreaterThan(live.meta.pagination.total);
      expect(
        preview.data.some((e) => e.attributes.publishedAt === null),
        name,
      ).toBe(true);
    }
    const draftId = 5;
    expect((await call('GET', `${C}/legal-pages/${draftId}`)).status).toBe(404);
    const draft = await expectOk(cms.legalPageSchema, 'GET', `${C}/legal-pages/${draftId}?publicationState=preview`);
    expect(draft.data.attributes.publishedAt).toBeNull();
  });

  it('serves one published blog entry as a collection of one', async () => {
    const blog = await expectOk(cms.blogSchema, 'GET', `${C}/blog`);
    expect(blog.data).toHaveLength(1);
    expect(blog.data[0]!.attributes.title).toBe('The library blog');
  });

  it('paginates with page and pageSize (default 25, max 100)', async () => {
    const first = await expectOk(cms.instrumentFamilyTypesSchema, 'GET', `${C}/instrument-family-types?pagination[page]=1&pagination[pageSize]=10`);
    const third = await expectOk(cms.instrumentFamilyTypesSchema, 'GET', `${C}/instrument-family-types?pagination[page]=3&pagination[pageSize]=10`);
    expect(first.data).toHaveLength(10);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 3, total: 22 });
    expect(third.data.map((e) => e.id)).toEqual([21, 22]);
    const capped = await expectOk(cms.instrumentFamilyTypesSchema, 'GET', `${C}/instrument-family-types?pagination[pageSize]=500`);
    expect(capped.meta.pagination.pageSize).toBe(100);
    const beyond = await expectOk(cms.instrumentFamilyTypesSchema, 'GET', `${C}/instrument-family-types?pagination[page]=9`);
    expect(beyond.data).toEqual([]);
    expect((await call('GET', `${C}/instrument-family-types?pagination[page]=0`)).status).toBe(400);
  });

  it('sorts by any attribute, ascending or descending', async () => {
    const articles = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?sort=publishedAt:desc`);
    const dates = articles.data.map((a) => a.attributes.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    const faq = await expectOk(cms.faqPagesSchema, 'GET', `${C}/faq-pages?sort=DisplayOrder:asc`);
    expect(faq.data.map((p) => p.attributes.DisplayOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    const raw = await expectOk(cms.faqPagesSchema, 'GET', `${C}/faq-pages`);
    expect(raw.data.map((p) => p.attributes.DisplayOrder)).not.toEqual([1, 2, 3, 4, 5, 6]);
    const families = await expectOk(cms.instrumentFamiliesSchema, 'GET', `${C}/instrument-families?sort[0]=DisplayOrder`);
    expect(families.data.map((f) => f.attributes.DisplayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const bad = await call('GET', `${C}/faq-pages?sort=nope:asc`);
    expect(bad.status).toBe(400);
    expect(cms.strapiErrorSchema.parse(await bad.json()).error.name).toBe('ValidationError');
  });

  it('filters on top-level and nested attributes and plain equality', async () => {
    const news = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?filters[category][slug][$eq]=news`);
    expect(news.data.length).toBeGreaterThan(0);
    expect(news.data.every((a) => a.attributes.category.slug === 'news')).toBe(true);
    const bySlug = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?filters[slug][$eq]=reading-an-urtext-preface`);
    expect(bySlug.data.map((a) => a.id)).toEqual([4]);
    const event = await expectOk(cms.learningSpacesEventsSchema, 'GET', `${C}/learning-spaces-events?Slug=choral-directors-forum`);
    expect(event.data).toHaveLength(1);
    const featured = await expectOk(cms.learningSpacesEventsSchema, 'GET', `${C}/learning-spaces-events?Featured=true`);
    expect(featured.data.length).toBe(5);
    expect(featured.data.every((e) => e.attributes.Featured)).toBe(true);
    const strings = await expectOk(cms.instrumentFamilyTypesSchema, 'GET', `${C}/instrument-family-types?filters[family][slug][$eq]=strings`);
    expect(strings.data.map((t) => t.attributes.name)).toEqual(['Violin', 'Viola', 'Cello', 'Double bass']);
    const several = await expectOk(cms.legalPagesSchema, 'GET', `${C}/legal-pages?filters[slug][$in][0]=cookie-policy&filters[slug][$in][1]=privacy-policy`);
    expect(several.data).toHaveLength(2);
    expect((await call('GET', `${C}/legal-pages?filters[nope][$eq]=x`)).status).toBe(400);
    expect((await call('GET', `${C}/legal-pages?filters[slug][$regex]=x`)).status).toBe(400);
  });

  it('answers 404 in the Strapi error envelope', async () => {
    for (const path of [`${C}/legal-pages/999`, `${C}/not-a-collection`, `${C}/blog-articles/abc`]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      const body = cms.strapiErrorSchema.parse(await res.json());
      expect(body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
    }
  });

  it('sends permissive cross-origin headers', async () => {
    const res = await call('GET', `${C}/faq-pages`, undefined, undefined, { headers: { origin: 'http://127.0.0.1:8787' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('carries XSS vectors in one published article and one draft legal page only', async () => {
    const articles = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?pagination[pageSize]=100&publicationState=preview`);
    const risky = articles.data.filter((a) => /<script|onerror=|javascript:/i.test(a.attributes.body));
    expect(risky.map((a) => a.attributes.slug)).toEqual(['lesson-notes-with-listening-links']);
    expect(risky[0]!.attributes.publishedAt).not.toBeNull();
    for (const marker of ['<script>', 'onerror=', 'href="javascript:']) expect(risky[0]!.attributes.body).toContain(marker);
    const legal = await expectOk(cms.legalPagesSchema, 'GET', `${C}/legal-pages?publicationState=preview`);
    const riskyLegal = legal.data.filter((p) => /<script|onerror=|javascript:/i.test(p.attributes.body));
    expect(riskyLegal.map((p) => [p.attributes.slug, p.attributes.publishedAt])).toEqual([['accessibility-statement', null]]);
  });
});

describe('older content service', () => {
  it('serves FAQ categories, topics and Q&As out of DisplayOrder', async () => {
    const faq = await expectOk(legacyFaqSchema, 'GET', '/cms-legacy/faq');
    const orders = faq.categories.map((c) => c.DisplayOrder);
    expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
    const topics = faq.categories.flatMap((c) => c.Topics);
    expect(
      topics.some(
        (t) =>
          t.QAs.map((q) => q.DisplayOrder).join() !==
          t.QAs.map((q) => q.DisplayOrder)
            .sort()
            .join(),
      ),
    ).toBe(true);
    expect(faq.categories.every((c) => c.Topics.every((t) => t.QAs.length > 0))).toBe(true);
  });

  it('serves legal categories with page slugs that exist in the CMS', async () => {
    const legal = await expectOk(legacyLegalSchema, 'GET', '/cms-legacy/legal');
    for (const page of legal.categories.flatMap((c) => c.Pages)) {
      const found = await expectOk(cms.legalPagesSchema, 'GET', `${C}/legal-pages?filters[slug][$eq]=${page.slug}`);
      expect(found.data, page.slug).toHaveLength(1);
    }
  });
});
