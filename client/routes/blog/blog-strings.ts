/**
 * Visible wording of the blog pages, kept in one place so a wording change is made once and the
 * tests import what they assert. Titles and intros come from the CMS; these are the page's own.
 * The lists' sizes are in blog-constants.ts.
 */
export const BLOG_TEXT = {
  /** Breadcrumb and fallback title when the CMS has no published blog intro. */
  blog: 'Blog',
  fallbackIntro: 'News, practice ideas and stories about the editions in the nkoda library.',
  categories: 'Categories',
  categoriesLabel: 'Blog categories',
  otherCategories: 'Other categories',
  allArticles: 'All articles',
  latestArticles: 'Latest articles',
  articles: 'Articles',
  relatedArticles: 'Related articles',
  noArticles: 'There are no articles here yet.',
  /** "9 articles · page 2 of 2"; one page needs no page number. */
  listSummary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'article' : 'articles'}${pages > 1 ? ` · page ${page} of ${pages}` : ''}`,
  /** Names a category's article list and its page links for assistive technology. */
  articlesIn: (category: string) => `Articles in ${category}`,
  /** The byline's author, "By Hannah Lockwood". */
  by: (author: string) => `By ${author}`,
  keywords: ['nkoda blog', 'sheet music', 'practice', 'repertoire', 'editions'],
} as const;

