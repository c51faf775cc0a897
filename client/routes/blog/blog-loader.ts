import type { LoaderFunctionArgs } from 'react-router';
import { blogSchema } from '../../../shared/schemas/cms';
import { apiFrom } from '../../lib/api-context';
import { languageFrom } from '../../lib/language-context';
import { BLOG_TEXT as BLOG_WORDS } from '#messages/client/routes/blog/blog';
import { messagesIn } from '../../../shared/i18n/messages-in';
import { readArticlePage, readCategories, readCategory, type ArticlePage, type BlogCategory } from './blog-reads';
import { requestPage, requiredParam } from '../../loaders/loader-helpers';

export interface BlogIndexData extends ArticlePage {
  title: string;
  intro: string;
  /** The language of the title and intro: the CMS entry's (decision 034), or the page's own wording's. */
  locale?: string;
  categories: BlogCategory[];
}

export interface BlogCategoryData extends ArticlePage {
  category: BlogCategory;
  /** Every category but this one. */
  others: BlogCategory[];
}

/**
 * /blog?page=: the blog's own title and intro (a single type the CMS serves as a collection of
 * one published entry), the categories and one page of articles, read in parallel.
 */
export async function blogIndexLoader({ context, request }: LoaderFunctionArgs): Promise<BlogIndexData> {
  const api = apiFrom(context);
  const page = requestPage(request);
  const [blog, categories, list] = await Promise.all([
    api.read({ family: 'cms', path: '/blog', query: { 'pagination[pageSize]': 1 }, schema: blogSchema, signal: request.signal }),
    readCategories(api, request.signal),
    readArticlePage(api, page, {}, languageFrom(context), request.signal),
  ]);
  // An unpublished intro must not take the articles down: the page keeps its own wording.
  const intro = blog.data[0]?.attributes;
  const BLOG_TEXT = messagesIn(BLOG_WORDS, languageFrom(context));
  return { title: intro?.title ?? BLOG_TEXT.blog, intro: intro?.intro ?? BLOG_TEXT.fallbackIntro, locale: intro?.locale, categories, ...list };
}

/** /blog/category/:category?page=: the category, one page of its articles, and the other categories. */
export async function blogCategoryLoader({ context, request, params }: LoaderFunctionArgs): Promise<BlogCategoryData> {
  const api = apiFrom(context);
  const slug = requiredParam(params, 'category');
  const page = requestPage(request);
  const [category, categories, list] = await Promise.all([
    readCategory(api, slug, request.signal),
    readCategories(api, request.signal),
    readArticlePage(api, page, { 'filters[category][slug][$eq]': slug }, languageFrom(context), request.signal),
  ]);
  return { category, others: categories.filter((c) => c.slug !== category.slug), ...list };
}
