/** The content-management service at `/cms/api/...`, in the Strapi v4 REST envelope. */
import { Hono } from 'hono';
import { BLOG, BLOG_ARTICLES, BLOG_CATEGORIES } from './cms-blog';
import { INSTRUMENT_FAMILIES, INSTRUMENT_FAMILY_TYPES, LEARNING_SPACES_EVENTS } from './cms-events';
import { FAQ_PAGES, LEGAL_PAGES } from './cms-pages';
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

function collectionOf(c: UpstreamContext) {
  const name = c.req.param('collection') ?? '';
  return Object.hasOwn(COLLECTIONS, name) ? { entries: COLLECTIONS[name]!, attributes: ATTRIBUTE_NAMES[name]! } : null;
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
    const found = collection.entries.find((e) => String(e.id) === id && (preview || e.attributes.publishedAt !== null));
    return found ? c.json({ data: found, meta: {} }) : strapiError(c, 404, 'Not Found');
  });
