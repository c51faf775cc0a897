/** The content services' `locale=` (Strapi v4 i18n; decision 034). */
import { describe, expect, it } from 'vitest';
import { mergeLocalized } from '../../shared/cms-locale';
import * as cms from '../../shared/schemas/cms';
import { legacyFaqSchema, legacyLegalSchema } from '../../shared/schemas/cms-legacy';
import { COLLECTIONS } from '../src/cms';
import { TRANSLATED, TRANSLATIONS } from '../src/cms-translations';
import { expectOk } from './test-helpers';

const C = '/cms/api';

describe('CMS (Strapi v4) locale', () => {
  it('answers English without a locale and with locale=en, the same', async () => {
    const plain = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?sort=publishedAt:desc`);
    const en = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?sort=publishedAt:desc&locale=en`);
    expect(en).toEqual(plain);
    expect(plain.data.every((a) => a.attributes.locale === 'en')).toBe(true);
  });

  it('answers another locale with only the entries translated into it, same slug, own id, locale set', async () => {
    for (const language of TRANSLATED) {
      const articles = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?locale=${language}&sort=publishedAt:desc`);
      expect(
        articles.data.map((a) => a.attributes.slug),
        language,
      ).toEqual(['new-chamber-music-editions-this-spring', 'why-several-editions-of-one-piece']);
      expect(articles.data.every((a) => a.attributes.locale === language && a.id > 100)).toBe(true);
      expect(articles.meta.pagination.total).toBe(2);
      const english = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?filters[slug][$eq]=why-several-editions-of-one-piece`);
      expect(articles.data[1]!.attributes.title).not.toBe(english.data[0]!.attributes.title);
    }
    const german = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?locale=de&filters[slug][$eq]=new-chamber-music-editions-this-spring`);
    expect(german.data[0]!.attributes).toMatchObject({
      title: 'Zweihundert neue Kammermusikausgaben in diesem Frühjahr',
      category: { slug: 'news', name: 'Neuigkeiten' },
    });
    const untranslated = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?locale=de&filters[slug][$eq]=reading-an-urtext-preface`);
    expect(untranslated.data).toEqual([]);
  });

  it('has a few translations of every kind the site shows, and leaves others untranslated', async () => {
    for (const name of ['blog', 'blog-categories', 'blog-articles', 'legal-pages', 'faq-pages', 'learning-spaces-events']) {
      for (const language of TRANSLATED) {
        const translated = TRANSLATIONS[name]![language];
        expect(translated.length, `${name} ${language}`).toBeGreaterThan(0);
        // The blog single type has one entry; every collection keeps untranslated ones.
        if (name !== 'blog')
          expect(translated.length, `${name} ${language}`).toBeLessThan(COLLECTIONS[name]!.filter((e) => e.attributes.publishedAt !== null).length);
      }
    }
    // Every answer in every locale matches the site's schemas.
    for (const language of TRANSLATED) {
      await expectOk(cms.blogSchema, 'GET', `${C}/blog?locale=${language}`);
      await expectOk(cms.blogCategoriesSchema, 'GET', `${C}/blog-categories?locale=${language}`);
      await expectOk(cms.legalPagesSchema, 'GET', `${C}/legal-pages?locale=${language}`);
      await expectOk(cms.faqPagesSchema, 'GET', `${C}/faq-pages?locale=${language}`);
      await expectOk(cms.learningSpacesEventsSchema, 'GET', `${C}/learning-spaces-events?locale=${language}`);
    }
  });

  it('names the English entry in localizationOf where there is no slug (the blog single type)', async () => {
    const blog = await expectOk(cms.blogSchema, 'GET', `${C}/blog?locale=fr`);
    expect(blog.data[0]!.attributes).toMatchObject({ title: 'Le blog de la bibliothèque', locale: 'fr', localizationOf: 1 });
  });

  it('answers a locale with no translations with nothing', async () => {
    const families = await expectOk(cms.instrumentFamiliesSchema, 'GET', `${C}/instrument-families?locale=de`);
    expect(families.data).toEqual([]);
    const unknown = await expectOk(cms.blogArticlesSchema, 'GET', `${C}/blog-articles?locale=xx`);
    expect(unknown.data).toEqual([]);
  });

  it('finds a translated entry by its own id, whatever the locale (findOne)', async () => {
    const single = await expectOk(cms.legalPageSchema, 'GET', `${C}/legal-pages/104`);
    expect(single.data.attributes).toMatchObject({ slug: 'cookie-policy', locale: 'de', title: 'Cookie-Richtlinie' });
  });
});

describe('older content service locale', () => {
  it('answers English without a locale, and the translated nodes for another', async () => {
    const english = await expectOk(legacyFaqSchema, 'GET', '/cms-legacy/faq');
    expect(await expectOk(legacyFaqSchema, 'GET', '/cms-legacy/faq?locale=en')).toEqual(english);
    for (const language of TRANSLATED) {
      const translated = await expectOk(legacyFaqSchema, 'GET', `/cms-legacy/faq?locale=${language}`);
      const merged = mergeLocalized(english, translated, language);
      const qas = merged.categories.flatMap((c) => c.Topics.flatMap((t) => t.QAs));
      expect(qas.filter((q) => q.locale === language).length, language).toBe(2);
      expect(qas.filter((q) => q.locale === 'en').length, language).toBe(qas.length - 2);
      const legal = mergeLocalized(
        await expectOk(legacyLegalSchema, 'GET', '/cms-legacy/legal'),
        await expectOk(legacyLegalSchema, 'GET', `/cms-legacy/legal?locale=${language}`),
        language,
      );
      expect(
        legal.categories
          .flatMap((c) => c.Pages)
          .filter((p) => p.locale === language)
          .map((p) => p.slug),
      ).toEqual(['cookie-policy']);
    }
    const german = mergeLocalized(english, await expectOk(legacyFaqSchema, 'GET', '/cms-legacy/faq?locale=de'), 'de');
    const reading = german.categories.flatMap((c) => c.Topics).find((t) => t.locale === 'de')!;
    expect(reading.Title).toBe('Noten lesen');
    expect(reading.QAs.map((q) => q.Question)).toContain('Wie blättere ich um?');
  });
});
