/** The merge of a page language's CMS answer into the English one (shared/cms-locale.ts, decision 034). */
import { describe, expect, it } from 'vitest';
import { localizedRequest, mergeLocalized, withContentLanguage } from '../../shared/cms-locale';
import type { DataAccess, ReadRequest } from '../../shared/data-access';
import { notFound } from '../../shared/read-answer';
import { blogSchema, strapiCollection } from '../../shared/schemas/cms';
import { legacyFaqSchema, legacyLegalSchema } from '../../shared/schemas/cms-legacy';
import type { Language } from '../../shared/languages';
import { z } from '../../shared/zod';
import { contentLang } from '../../client/lib/content-lang';

/** The answers of one read, typed by the English one (the language's is the same schema's). */
const merge = <T>(english: T, translated: unknown, language: Language): T => mergeLocalized(english, translated as T, language);
const pagination = (total: number) => ({ pagination: { page: 2, pageSize: 2, pageCount: Math.ceil(total / 2), total } });
const entity = (id: number, slug: string, title: string, locale?: string) => ({ id, attributes: { slug, title, ...(locale ? { locale } : {}) } });

describe('mergeLocalized: Strapi collections', () => {
  const english = { data: [entity(1, 'a', 'Apple', 'en'), entity(2, 'b', 'Bread', 'en'), entity(3, 'c', 'Cheese', 'en')], meta: pagination(9) };

  it('replaces each English entry the language has (same slug), keeps the rest in English, in English order', () => {
    const german = { data: [entity(103, 'c', 'Käse', 'de'), entity(101, 'a', 'Apfel', 'de'), entity(109, 'z', 'Zwiebel', 'de')], meta: pagination(3) };
    const merged = merge(english, german, 'de');
    expect(merged.data.map((e) => [e.id, e.attributes.title, e.attributes.locale])).toEqual([
      [1, 'Apfel', 'de'],
      [2, 'Bread', 'en'],
      [3, 'Käse', 'de'],
    ]);
    // The English answer decides what exists and the pagination: 'z' has no English entry.
    expect(merged.meta).toEqual(english.meta);
  });

  it('fills in what the translation lacks from the English entry', () => {
    const merged = merge(
      { data: [{ id: 1, attributes: { slug: 'a', title: 'Apple', coverPath: '/a.svg' } }], meta: pagination(1) },
      {
        data: [{ id: 101, attributes: { slug: 'a', title: 'Apfel', locale: 'de' } }],
        meta: pagination(1),
      },
      'de',
    );
    expect(merged.data[0]!.attributes).toEqual({ slug: 'a', title: 'Apfel', coverPath: '/a.svg', locale: 'de' });
  });

  it('matches Slug (capitalised) as well as slug', () => {
    const merged = merge(
      { data: [{ id: 1, attributes: { Slug: 'x', Title: 'Masterclass' } }] },
      { data: [{ id: 7, attributes: { Slug: 'x', Title: 'Meisterkurs', locale: 'de' } }] },
      'de',
    );
    expect(merged.data[0]).toEqual({ id: 1, attributes: { Slug: 'x', Title: 'Meisterkurs', locale: 'de' } });
  });

  it('matches an entry with no slug by localizationOf (the English id)', () => {
    const blog = { data: [{ id: 1, attributes: { title: 'The blog', intro: 'News' } }], meta: pagination(1) };
    const merged = merge(
      blog,
      { data: [{ id: 101, attributes: { title: 'Der Blog', intro: 'Neues', locale: 'de', localizationOf: 1 } }], meta: pagination(1) },
      'de',
    );
    expect(merged.data[0]!.attributes).toMatchObject({ title: 'Der Blog', locale: 'de' });
    const unrelated = merge(
      blog,
      { data: [{ id: 101, attributes: { title: 'Der Blog', intro: 'Neues', locale: 'de', localizationOf: 2 } }], meta: pagination(1) },
      'de',
    );
    expect(unrelated).toEqual(blog);
  });

  it('ignores entries that are not in the language (a CMS that falls back on its own)', () => {
    const merged = merge(english, { data: [entity(1, 'a', 'Apple (fallback)', 'en'), entity(2, 'b', 'Brot')] }, 'de');
    expect(merged).toEqual(english);
  });

  it('replaces a single entry whole when the language has it', () => {
    const single = { data: entity(1, 'a', 'Apple', 'en'), meta: {} };
    expect(merge(single, { data: entity(101, 'a', 'Apfel', 'de'), meta: {} }, 'de').data).toEqual({
      id: 1,
      attributes: { slug: 'a', title: 'Apfel', locale: 'de' },
    });
    expect(merge(single, { data: entity(1, 'a', 'Apple', 'en'), meta: {} }, 'de')).toEqual(single);
  });

  it('leaves English pages and non-CMS shapes alone', () => {
    expect(merge(english, { data: [entity(101, 'a', 'Apfel', 'de')] }, 'en')).toBe(english);
    const other = { items: [1, 2] };
    expect(merge(other, { items: [3] }, 'de')).toBe(other);
  });
});

describe('mergeLocalized: the older content service', () => {
  const qa = (DisplayOrder: number, Question: string, extra: object = {}) => ({ Question, Answer: `<p>${Question}</p>`, DisplayOrder, ...extra });
  const faq = legacyFaqSchema.parse({
    categories: [
      {
        Title: 'Using the app',
        DisplayOrder: 2,
        Topics: [{ Title: 'Reading music', DisplayOrder: 1, QAs: [qa(2, 'How do I turn pages?'), qa(1, 'Can I see two pages?'), qa(3, 'Pedals?')] }],
      },
      { Title: 'Getting started', DisplayOrder: 1, Topics: [{ Title: 'Account', DisplayOrder: 1, QAs: [qa(1, 'Password?')] }] },
    ],
  });

  it('replaces translated categories, topics and Q&As by localizationOf, wherever they sit, keeping English order', () => {
    const german = legacyFaqSchema.parse({
      categories: [
        // A container: not translated itself, it only holds the translated topic.
        {
          Title: 'Using the app',
          DisplayOrder: 9,
          Topics: [
            {
              Title: 'Noten lesen',
              DisplayOrder: 9,
              locale: 'de',
              localizationOf: 'Reading music',
              QAs: [qa(9, 'Wie blättere ich um?', { locale: 'de', localizationOf: 'How do I turn pages?' })],
            },
          ],
        },
        { Title: 'Erste Schritte', DisplayOrder: 1, locale: 'de', localizationOf: 'Getting started', Topics: [] },
      ],
    });
    const merged = mergeLocalized(faq, german, 'de');
    const [app, start] = merged.categories;
    expect([app!.Title, app!.locale, app!.DisplayOrder]).toEqual(['Using the app', 'en', 2]);
    expect([app!.Topics[0]!.Title, app!.Topics[0]!.locale, app!.Topics[0]!.DisplayOrder]).toEqual(['Noten lesen', 'de', 1]);
    expect(app!.Topics[0]!.QAs.map((q) => [q.Question, q.locale, q.DisplayOrder])).toEqual([
      ['Wie blättere ich um?', 'de', 2],
      ['Can I see two pages?', 'en', 1],
      ['Pedals?', 'en', 3],
    ]);
    // A translated category keeps the English children it has no translation of.
    expect([start!.Title, start!.locale, start!.Topics[0]!.QAs[0]!.Question]).toEqual(['Erste Schritte', 'de', 'Password?']);
  });

  it('matches legal pages by slug', () => {
    const legal = legacyLegalSchema.parse({
      categories: [
        {
          Title: 'Your data',
          DisplayOrder: 1,
          Pages: [
            { slug: 'privacy', title: 'Privacy' },
            { slug: 'cookies', title: 'Cookies' },
          ],
        },
      ],
    });
    const german = legacyLegalSchema.parse({
      categories: [{ Title: 'Your data', DisplayOrder: 1, Pages: [{ slug: 'cookies', title: 'Cookie-Richtlinie', locale: 'de' }] }],
    });
    const pages = mergeLocalized(legal, german, 'de').categories[0]!.Pages;
    expect(pages.map((p) => [p.slug, p.title, p.locale])).toEqual([
      ['privacy', 'Privacy', 'en'],
      ['cookies', 'Cookie-Richtlinie', 'de'],
    ]);
  });
});

describe('schemas keep the locale', () => {
  it('defaults to English', () => {
    const parsed = blogSchema.parse({
      data: [
        { id: 1, attributes: { title: 't', intro: 'i', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z', publishedAt: null } },
      ],
      meta: pagination(1),
    });
    expect(parsed.data[0]!.attributes.locale).toBe('en');
    expect(legacyFaqSchema.parse({ categories: [{ Title: 'x', DisplayOrder: 1, Topics: [] }] }).categories[0]!.locale).toBe('en');
  });
});

describe('withContentLanguage', () => {
  const schema = strapiCollection(z.object({ slug: z.string(), title: z.string(), locale: z.string().default('en') }));
  function fake(answers: Record<string, unknown>): DataAccess & { reads: string[] } {
    const reads: string[] = [];
    return {
      reads,
      async read<T>(request: ReadRequest<T>): Promise<T> {
        const key = `${request.family} ${request.path} ${JSON.stringify(request.query ?? {})}`;
        reads.push(key);
        const answer = answers[String(request.query?.locale ?? 'en')];
        if (answer === undefined) notFound();
        if (answer instanceof Error) throw answer;
        return request.schema.parse(answer);
      },
    };
  }
  const en = { data: [entity(1, 'a', 'Apple'), entity(2, 'b', 'Bread')], meta: pagination(2) };
  const de = { data: [entity(101, 'b', 'Brot', 'de')], meta: pagination(1) };

  it('reads English and the language side by side, and merges', async () => {
    const api = fake({ en, de });
    const answer = await withContentLanguage(api, 'de').read({ family: 'cms', path: '/x', query: { sort: 'title:asc' }, schema });
    expect(answer.data.map((e) => [e.attributes.title, e.attributes.locale])).toEqual([
      ['Apple', 'en'],
      ['Brot', 'de'],
    ]);
    expect(api.reads).toEqual(['cms /x {"sort":"title:asc"}', 'cms /x {"sort":"title:asc","locale":"de"}']);
  });

  it('asks for the locale field when the read names its fields', () => {
    expect(
      localizedRequest({ family: 'cms', path: '/x', query: { 'fields[0]': 'slug', 'fields[1]': 'title', sort: 'title:asc' }, schema }, 'ja').query,
    ).toEqual({
      'fields[0]': 'slug',
      'fields[1]': 'title',
      'fields[2]': 'locale',
      sort: 'title:asc',
      locale: 'ja',
    });
    expect(localizedRequest({ family: 'cms', path: '/x', schema }, 'ja').query).toEqual({ locale: 'ja' });
  });

  it('sends English pages and non-CMS reads unchanged', async () => {
    const api = fake({ en, de });
    const english = withContentLanguage(api, 'en');
    expect(english).toBe(api);
    await withContentLanguage(api, 'de').read({ family: 'promotion', path: '/v4/x', schema });
    expect(api.reads).toEqual(['promotion /v4/x {}']);
  });

  it('answers in English when the language read fails or finds nothing', async () => {
    for (const answers of [{ en }, { en, de: new Error('down') }]) {
      const answer = await withContentLanguage(fake(answers), 'fr').read({ family: 'cmsLegacy', path: '/x', schema });
      expect(answer.data.map((e) => e.attributes.locale)).toEqual(['en', 'en']);
    }
  });

  it('fails as the English read fails', async () => {
    await expect(withContentLanguage(fake({ de }), 'de').read({ family: 'cms', path: '/x', schema })).rejects.toBeTruthy();
  });
});

describe('contentLang', () => {
  it('names an entry language only when it is not the page language', () => {
    expect(contentLang('en', 'de')).toBe('en');
    expect(contentLang('de', 'de')).toBeUndefined();
    expect(contentLang('en', 'en')).toBeUndefined();
    expect(contentLang(undefined, 'de')).toBeUndefined();
  });
});
