import type { LoaderFunctionArgs } from 'react-router';
import { blogArticlesSchema, type BlogArticleAttributes } from '../../../shared/schemas/cms';
import { notFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { RELATED_ARTICLES } from './blog-constants';
import { articleSummariesSchema, dated, NEWEST_FIRST, type BlogArticleSummary } from './blog-reads';
import { languageFrom } from '../../lib/language-context';
import type { DateText } from '../../../shared/i18n/format-date-time';
import { requiredParam } from '../../loaders/loader-helpers';
import type { Deferred } from '../../../shared/framework/page';
import { defer } from '../../../shared/framework/page';

export interface BlogArticleData {
  article: BlogArticleAttributes & { date: DateText };
  /** Up to three: the same category first, topped up with the latest others. May stream (shared/framework/protocol/deferred.ts). */
  related: Deferred<BlogArticleSummary[]>;
}

/**
 * /blog/:slug: the article (by slug; a draft is only found in preview mode) and related articles.
 * The latest articles are read alongside the article itself, so topping up the related list
 * costs no extra round trip; only the article decides the status and holds back the page. The
 * related list (the same category's articles, which need the article's category, topped up with
 * the latest) streams after the rest of the page when it is not cached.
 */
export async function blogArticleLoader({ context, request, params }: LoaderFunctionArgs): Promise<BlogArticleData> {
  const api = apiFrom(context);
  const slug = requiredParam(params, 'slug');
  const language = languageFrom(context);
  const others = (filters: Record<string, string>, size: number) =>
    api
      .read({
        family: 'cms',
        path: '/blog-articles',
        query: { ...filters, 'filters[slug][$ne]': slug, sort: NEWEST_FIRST, 'pagination[pageSize]': size },
        schema: articleSummariesSchema,
        signal: request.signal,
      })
      // A related list that cannot be read is left out; the article is still worth showing.
      .then(
        (answer) => answer.data.map((e) => dated(e.attributes, language)),
        () => [],
      );

  // Enough to top up even when every one of them is also in the same category. Started before
  // the article is awaited, but the page does not wait for it (nor for its sanitised bodies).
  const latest = others({}, RELATED_ARTICLES * 2);
  const found = await api.read({
    family: 'cms',
    path: '/blog-articles',
    query: { 'filters[slug][$eq]': slug, 'pagination[pageSize]': 1 },
    schema: blogArticlesSchema,
    signal: request.signal,
  });
  const article = found.data[0]?.attributes;
  if (!article) notFound();

  // The same category's articles need the article first: on a cold cache they stream after the page.
  const related = Promise.all([others({ 'filters[category][slug][$eq]': article.category.slug }, RELATED_ARTICLES), latest]).then(([sameCategory, newest]) =>
    topUp(sameCategory, newest),
  );
  return { article: dated(article, language), related: (await defer(context, related)).value };
}

/** The same category's articles first, then the newest others, RELATED_ARTICLES in all. */
function topUp<T extends { slug: string }>(sameCategory: T[], latest: T[]): T[] {
  const related = [...sameCategory];
  for (const article of latest) {
    if (related.length >= RELATED_ARTICLES) break;
    if (!related.some((r) => r.slug === article.slug)) related.push(article);
  }
  return related;
}
