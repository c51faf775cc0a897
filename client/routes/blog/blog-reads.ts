import {
  blogArticleAttributesSchema,
  blogCategoriesSchema,
  strapiCollection,
  type BlogArticleAttributes,
  type BlogCategoryAttributes,
} from '../../../shared/schemas/cms';
import type { DataAccess, QueryValue } from '../../../shared/data-access';
import { notFound } from '../../../shared/read-answer';
import { pageCount } from '../../lib/paging';
import { BLOG_PAGE_SIZE } from './blog-constants';
import { articleDate } from './article-date';
import { dateText, type DateText } from '../../../shared/i18n/format-date-time';
import type { Language } from '../../../shared/languages';

/**
 * CMS reads shared by the blog pages. Lists never carry the article bodies: the transfer state
 * keeps what the loader parsed, so a list page ships only what its cards show.
 */

/** An article as the cards show it: everything but the body, and its date in the page's words. */
export type BlogArticleSummary = Omit<BlogArticleAttributes, 'body'> & { date: DateText };

/** `article` with the date it shows (published, else created) written in `language`. */
export function dated<T extends { publishedAt?: string | null; createdAt: string }>(article: T, language: Language): T & { date: DateText } {
  return { ...article, date: dateText(articleDate(article), language) };
}
export const articleSummariesSchema = strapiCollection(blogArticleAttributesSchema.omit({ body: true }));

export interface BlogCategory {
  slug: string;
  name: string;
  description: string;
  /** The language the CMS entry is written in (decision 034). */
  locale?: string;
}

export interface ArticlePage {
  page: number;
  total: number;
  articles: BlogArticleSummary[];
}

/** Newest first. Drafts (seen only in preview) have no publication date and come last. */
export const NEWEST_FIRST = 'publishedAt:desc,createdAt:desc';

function category(attributes: BlogCategoryAttributes): BlogCategory {
  return { slug: attributes.slug, name: attributes.name, description: attributes.description, locale: attributes.locale };
}

/** Every published category, A to Z by name (the same read on every blog page, so it caches once). */
export async function readCategories(api: DataAccess, signal: AbortSignal): Promise<BlogCategory[]> {
  const answer = await api.read({
    family: 'cms',
    path: '/blog-categories',
    query: { sort: 'name:asc', 'pagination[pageSize]': 100 },
    schema: blogCategoriesSchema,
    signal,
  });
  return answer.data.map((e) => category(e.attributes));
}

/** One category by slug; an unknown (or unpublished) one is a 404. */
export async function readCategory(api: DataAccess, slug: string, signal: AbortSignal): Promise<BlogCategory> {
  const answer = await api.read({
    family: 'cms',
    path: '/blog-categories',
    query: { 'filters[slug][$eq]': slug, 'pagination[pageSize]': 1 },
    schema: blogCategoriesSchema,
    signal,
  });
  const found = answer.data[0];
  if (!found) notFound();
  return category(found.attributes);
}

/**
 * One page of articles, newest first, optionally narrowed by extra Strapi filters. A page past
 * the end of the list does not exist (page 1 always does, even when the list is empty).
 */
export async function readArticlePage(
  api: DataAccess,
  page: number,
  filters: Record<string, QueryValue>,
  language: Language,
  signal: AbortSignal,
): Promise<ArticlePage> {
  const answer = await api.read({
    family: 'cms',
    path: '/blog-articles',
    query: { ...filters, sort: NEWEST_FIRST, 'pagination[page]': page, 'pagination[pageSize]': BLOG_PAGE_SIZE },
    schema: articleSummariesSchema,
    signal,
  });
  const total = answer.meta.pagination.total;
  if (page > pageCount(total, BLOG_PAGE_SIZE)) notFound();
  return { page, total, articles: answer.data.map((e) => dated(e.attributes, language)) };
}
