/**
 * The date an article shows: when it was published, else when it was created (a draft seen in
 * preview). Outside the loader modules, whose zod schemas would otherwise join the blog pages'
 * first load.
 */
export function articleDate(article: { publishedAt?: string | null; createdAt: string }): string {
  return article.publishedAt ?? article.createdAt;
}
