/**
 * The date an article shows: when it was published, else when it was created. The same rule as
 * articleDate in client/loaders/blog-reads.ts (keep them in step); kept here because importing a
 * value from the loader module brings its zod schemas into the blog pages' first load.
 */
export function articleDate(article: { publishedAt?: string | null; createdAt: string }): string {
  return article.publishedAt ?? article.createdAt;
}
