/** The content-management service at `/cms/api/...`, in the Strapi v4 REST envelope. */
import { Hono } from 'hono';
import { BLOG, BLOG_ARTICLES, BLOG_CATEGORIES } from './cms-blog';
import { INSTRUMENT_FAMILIES, INSTRUMENT_FAMILY_TYPES, LEARNING_SPACES_EVENTS } from './cms-events';
import { FAQ_PAGES, LEGAL_PAGES } from './cms-pages';
import { TRANSLATIONS } from './cms-translations';
import type { UpstreamContext, UpstreamEnv } from './env';
import { type CmsEntry, parseStrapiQuery, QueryError, runStrapiQuery } from './strapi-query';

export const COLLECTIONS: Readonly<Record<string, readonly CmsEntry[]>> = {
  blog: BLOG,
  'blog-categories': BLOG_CATEGORIES,
  'blog-articles': BLOG_ARTICLES,
  'legal-pages': LEGAL_PAGES,
  'faq-pages': FAQ_PAGES,
  'learning-spaces-events': LEARNING_SPACES_EVENTS,
  'instrument-families': INSTRUMENT_FAMILIES,
  'instrument-family-types': INSTRUMENT_FAMILY_TYPES,
};

const ATTRIBUTE_NAMES = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([name, entries]) => [name, new Set(entries.flatMap((e) => Object.keys(e.attributes)))]),
);

function strapiError(c: UpstreamContext, status: 400 | 404, message: string) {
  const name = status === 404 ? 'NotFoundError' : 'ValidationError';
  return c.json({ data: null, error: { status, name, message, details: {} } }, status);
}

/**
 * Strapi v4's i18n: `locale` picks the entries written in that language. None, or `en` (the
 * default locale), is English; any other locale has only the entries translated into it (none
 * for a collection with no translations, or a locale the service does not know).
 */
function entriesIn(name: string, locale: string | undefined): readonly CmsEntry[] {
  if (locale === undefined || locale === 'en') return COLLECTIONS[name]!;
  const translations = TRANSLATIONS[name];
  return translations && Object.hasOwn(translations, locale) ? translations[locale as keyof typeof translations] : [];
}

/** Every entry of a collection in every locale: Strapi's findOne by id ignores `locale` (ids are unique across locales). */
function everyLocale(name: string): readonly CmsEntry[] {
  return [...COLLECTIONS[name]!, ...Object.values(TRANSLATIONS[name] ?? {}).flat()];
}

function collectionOf(c: UpstreamContext) {
  const name = c.req.param('collection') ?? '';
  return Object.hasOwn(COLLECTIONS, name)
    ? { entries: entriesIn(name, c.req.query('locale')), all: everyLocale(name), attributes: ATTRIBUTE_NAMES[name]! }
    : null;
}

export const cms = new Hono<UpstreamEnv>()
  .get('/:collection', (c) => {
    const collection = collectionOf(c);
    if (!collection) return strapiError(c, 404, 'Not Found');
    try {
      const query = parseStrapiQuery(new URL(c.req.url).searchParams, collection.attributes);
      return c.json(runStrapiQuery(collection.entries, query));
    } catch (error) {
      if (error instanceof QueryError) return strapiError(c, 400, error.message);
      throw error;
    }
  })
  .get('/:collection/:id', (c) => {
    const collection = collectionOf(c);
    if (!collection) return strapiError(c, 404, 'Not Found');
    const preview = c.req.query('publicationState') === 'preview';
    const id = c.req.param('id');
    const found = collection.all.find((e) => String(e.id) === id && (preview || e.attributes.publishedAt !== null));
    return found ? c.json({ data: found, meta: {} }) : strapiError(c, 404, 'Not Found');
  });
