import type { LoaderFunctionArgs } from 'react-router';
import { blogArticlesSchema, type BlogArticleAttributes } from '../../shared/schemas/cms';
import { notFound } from '../../shared/read-answer';
import { apiFrom } from '../lib/api-context';
import { RELATED_ARTICLES } from '../pages/blog-strings';
import { articleSummariesSchema, NEWEST_FIRST, type BlogArticleSummary } from './blog-reads';
import { requiredParam } from './loader-helpers';

export interface BlogArticleData {
  article: BlogArticleAttributes;
  /** Up to three: the same category first, topped up with the latest others. */
  related: BlogArticleSummary[];
}

/**
 * /blog/:slug: the article (by slug; a draft is only found in preview mode) and related articles.
 * The latest articles are read alongside the article itself, so topping up the related list
 * costs no extra round trip; only the same-category read has to wait for the category.
 */
export async function blogArticleLoader({ context, request, params }: LoaderFunctionArgs): Promise<BlogArticleData> {
  const api = apiFrom(context);
  const slug = requiredParam(params, 'slug');
  const others = (filters: Record<string, string>, size: number) =>
    api.read({
      family: 'cms',
      path: '/blog-articles',
      query: { ...filters, 'filters[slug][$ne]': slug, sort: NEWEST_FIRST, 'pagination[pageSize]': size },
      schema: articleSummariesSchema,
      signal: request.signal,
    });

  const [found, latest] = await Promise.all([
    api.read({
      family: 'cms',
      path: '/blog-articles',
      query: { 'filters[slug][$eq]': slug, 'pagination[pageSize]': 1 },
      schema: blogArticlesSchema,
      signal: request.signal,
    }),
    // Enough to top up even when every one of them is also in the same category.
    others({}, RELATED_ARTICLES * 2),
  ]);
  const article = found.data[0]?.attributes;
  if (!article) notFound();

  const sameCategory = await others({ 'filters[category][slug][$eq]': article.category.slug }, RELATED_ARTICLES);
  const related = sameCategory.data.map((e) => e.attributes);
  for (const { attributes } of latest.data) {
    if (related.length >= RELATED_ARTICLES) break;
    if (!related.some((r) => r.slug === attributes.slug)) related.push(attributes);
  }
  return { article, related };
}
