import { describe, expect, it } from 'vitest';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../../client/lib/api-context';
import { blogArticleLoader } from '../../client/routes/blog/blog-article-loader';
import { RELATED_ARTICLES } from '../../client/routes/blog/blog-constants';
import { unavailable } from '../../shared/read-answer';
import type { DataAccess, ReadRequest } from '../../shared/data-access';
import type { BlogArticleAttributes } from '../../shared/schemas/cms';
import { BLOG_ARTICLES } from '../../demo-upstream/src/cms-blog';

const published = (BLOG_ARTICLES as { id: number; attributes: BlogArticleAttributes }[]).filter((entry) => entry.attributes.publishedAt);

/** The CMS's blog-articles collection, filtered the way the loader asks; `failLatest`: the unfiltered list is unavailable. */
function cms({ failLatest = false } = {}): DataAccess {
  return {
    async read<T>(request: ReadRequest<T>): Promise<T> {
      const query = request.query ?? {};
      const bySlug = query['filters[slug][$eq]'];
      const category = query['filters[category][slug][$eq]'];
      if (bySlug === undefined && category === undefined && failLatest) unavailable();
      const data = published
        .filter((entry) => bySlug === undefined || entry.attributes.slug === bySlug)
        .filter((entry) => category === undefined || entry.attributes.category.slug === category)
        .filter((entry) => entry.attributes.slug !== query['filters[slug][$ne]'])
        .slice(0, Number(query['pagination[pageSize]'] ?? 25));
      return request.schema.parse({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
    },
  };
}

/** The loader as a client navigation runs it (no page-cache policy: the related list is awaited). */
function load(api: DataAccess, slug: string) {
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  const args = { context, params: { slug }, request: new Request(`http://site.test/blog/${slug}`) } as unknown as LoaderFunctionArgs;
  return blogArticleLoader(args);
}

describe('the blog article loader', () => {
  const article = published[0]!.attributes;

  it('relates the same category first, topped up with the latest others', async () => {
    const { related } = await load(cms(), article.slug);
    const titles = (related as { title: string }[]).map((r) => r.title);
    expect(titles).toHaveLength(RELATED_ARTICLES);
    expect(titles).not.toContain(article.title);
  });

  it('still shows the article when the latest articles cannot be read: only the related list goes without them', async () => {
    const { article: shown, related } = await load(cms({ failLatest: true }), article.slug);
    expect(shown.title).toBe(article.title);
    const sameCategory = published.filter((e) => e.attributes.category.slug === article.category.slug && e.attributes.slug !== article.slug);
    expect(related).toEqual(sameCategory.slice(0, RELATED_ARTICLES).map((e) => expect.objectContaining({ slug: e.attributes.slug })));
  });
});
