import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleSummariesSchema, NEWEST_FIRST } from '../../client/routes/blog/blog-reads';
import { withContentLanguage } from '../../shared/cms-locale';
import { queryString, type DataAccess } from '../../shared/data-access';
import type { Language } from '../../shared/languages';
import { blogArticlesSchema, blogSchema, learningSpacesEventsSchema } from '../../shared/schemas/cms';
import { legacyFaqSchema } from '../../shared/schemas/cms-legacy';
import { config } from '../../worker/config';
import { createServerDataAccess } from '../../worker/ssr/server-data-access';
import type { ReaderContext } from '../../worker/upstream/reader';
import { BLOG_ARTICLES } from '../../demo-upstream/src/cms-blog';
import { coldCache, kv, upstream, upstreamReads } from '../support/upstream';

/**
 * CMS content in the page's language (issue 20, decision 034), read through the server's data
 * layer as a German (or French) page's loaders read it: translated entries in the language,
 * the others in English, each saying which; every language its own KV entries; English reads
 * exactly as before.
 */

const background: Promise<unknown>[] = [];
const settle = () => Promise.allSettled(background.splice(0));
const reader: ReaderContext = { config, env, preview: false, waitUntil: (promise) => void background.push(promise) };
const api = (language: Language): DataAccess => withContentLanguage(createServerDataAccess(reader), language);

/** The content service's reads the demo upstream counted. */
const cmsReads = async () => Object.keys(await upstreamReads()).filter((key) => key.startsWith('/cms'));
async function kvKeys(): Promise<string[]> {
  await settle();
  return (await kv.list()).keys.map((key) => key.name).sort();
}

const articlesQuery = { sort: NEWEST_FIRST, 'pagination[page]': 1, 'pagination[pageSize]': 100 };
const readArticles = (language: Language) =>
  api(language).read({ family: 'cms', path: '/blog-articles', query: articlesQuery, schema: articleSummariesSchema });

beforeAll(async () => {
  await (await exports.default.fetch('http://site.test/404')).text();
}, 60_000);

beforeEach(async () => {
  await coldCache();
  await fetch(`${upstream}/__reads`, { method: 'DELETE' });
});
afterEach(settle);

describe('CMS reads in the page language', () => {
  it('gives a translated article in German (locale de) and an untranslated one in English (locale en), in the English order and pagination', async () => {
    const german = await readArticles('de');
    const english = await readArticles('en');
    expect(german.meta).toEqual(english.meta);
    expect(german.data.map((e) => e.attributes.slug)).toEqual(english.data.map((e) => e.attributes.slug));
    const bySlug = (slug: string) => german.data.find((e) => e.attributes.slug === slug)!.attributes;
    expect(bySlug('why-several-editions-of-one-piece')).toMatchObject({
      locale: 'de',
      title: 'Warum wir mehrere Ausgaben desselben Werks anbieten',
      category: { name: 'Repertoire' },
    });
    expect(bySlug('new-chamber-music-editions-this-spring')).toMatchObject({ locale: 'de', category: { slug: 'news', name: 'Neuigkeiten' } });
    const urtext = BLOG_ARTICLES.find((e) => e.attributes.slug === 'reading-an-urtext-preface')!.attributes;
    expect(bySlug('reading-an-urtext-preface')).toMatchObject({ locale: 'en', title: urtext.title });
    expect(english.data.every((e) => e.attributes.locale === 'en')).toBe(true);
  });

  it('reads one article by slug in the language, and an untranslated one in English', async () => {
    const read = (slug: string) =>
      api('de').read({ family: 'cms', path: '/blog-articles', query: { 'filters[slug][$eq]': slug, 'pagination[pageSize]': 1 }, schema: blogArticlesSchema });
    const translated = (await read('why-several-editions-of-one-piece')).data[0]!.attributes;
    expect(translated.locale).toBe('de');
    expect(translated.body).toContain('Die Quellen widersprechen sich');
    expect((await read('reading-an-urtext-preface')).data[0]!.attributes.locale).toBe('en');
  });

  it('matches the blog single type by localizationOf, and an event by Slug', async () => {
    const blog = await api('ja').read({ family: 'cms', path: '/blog', query: { 'pagination[pageSize]': 1 }, schema: blogSchema });
    expect(blog.data[0]!.attributes).toMatchObject({ title: 'ライブラリのブログ', locale: 'ja' });
    const events = await api('it').read({
      family: 'cms',
      path: '/learning-spaces-events',
      query: { sort: 'StartsAt:asc', 'pagination[pageSize]': 100 },
      schema: learningSpacesEventsSchema,
    });
    const locales = Object.fromEntries(events.data.map((e) => [e.attributes.Slug, e.attributes.locale]));
    expect(locales['sight-reading-masterclass']).toBe('it');
    expect(locales['chamber-music-coaching-day']).toBe('en');
  });

  it('merges the help FAQ of the older content service', async () => {
    const faq = await api('es').read({ family: 'cmsLegacy', path: '/faq', schema: legacyFaqSchema });
    const qas = faq.categories.flatMap((c) => c.Topics.flatMap((t) => t.QAs));
    expect(
      qas
        .filter((q) => q.locale === 'es')
        .map((q) => q.Question)
        .sort(),
    ).toEqual(['¿Cómo paso las páginas?', '¿Puedo ver dos páginas a la vez?']);
    expect(qas.filter((q) => q.locale === 'en').length).toBe(qas.length - 2);
  });

  it('keeps each language in its own KV entries, and English reads exactly as before', async () => {
    await readArticles('en');
    const englishKeys = await kvKeys();
    const englishReads = await cmsReads();
    expect(englishKeys).toHaveLength(1);
    // The read an English page has always made, byte for byte: no locale parameter.
    expect(englishReads).toEqual([`/cms/api/blog-articles${queryString(articlesQuery)}`]);

    // German: the same English read (from the cache, no new English call) and a German one.
    await readArticles('de');
    const germanKeys = await kvKeys();
    expect(germanKeys).toHaveLength(2);
    expect(germanKeys).toEqual(expect.arrayContaining(englishKeys));
    const afterGerman = await cmsReads();
    expect(afterGerman).toHaveLength(2);
    expect(afterGerman.filter((read) => read.includes('locale=de'))).toHaveLength(1);

    // French: one more key, shared with neither.
    await readArticles('fr');
    const frenchKeys = await kvKeys();
    expect(frenchKeys).toHaveLength(3);
    expect(new Set(frenchKeys).size).toBe(3);
    // And English again: answered from its own entry, still no upstream call with a locale for it.
    await readArticles('en');
    expect(await kvKeys()).toEqual(frenchKeys);
    expect((await cmsReads()).filter((read) => !read.includes('locale='))).toEqual(englishReads);
  });
});

describe('the BFF passes the locale through (the browser reads and merges)', () => {
  it('answers /api/cms with locale= from the language, and without it in English', async () => {
    const path = '/api/cms/blog-articles?filters[slug][$eq]=new-chamber-music-editions-this-spring';
    const french = (await (await exports.default.fetch(`http://site.test${path}&locale=fr`)).json()) as {
      data: { attributes: { locale: string; title: string } }[];
    };
    expect(french.data[0]!.attributes).toMatchObject({ locale: 'fr', title: 'Deux cents nouvelles éditions de musique de chambre ce printemps' });
    const english = (await (await exports.default.fetch(`http://site.test${path}`)).json()) as { data: { attributes: { locale?: string; title: string } }[] };
    expect(english.data[0]!.attributes.title).toBe('Two hundred new chamber music editions this spring');
    const legacy = (await (await exports.default.fetch('http://site.test/api/cms-legacy/faq?locale=zh')).json()) as { categories: unknown[] };
    expect(JSON.stringify(legacy)).toContain('如何翻页？');
  });
});
