import { definePages } from '../../../shared/define-pages';

/** The blog: its list, a category, an article. */
export const blogPages = definePages({
  blog: {
    pattern: '/blog',
    params: ['page'],
    loader: './blog-loader#blogIndexLoader',
    component: './blog#BlogPage',
    sitemap: 'fixed',
    newestOf: '/blog-articles',
    needs: 'required',
    group: 'blog',
    samples: ['/blog'],
    about: 'the blog intro, its categories and articles, newest first',
  },
  'blog-category': {
    pattern: '/blog/category/:category',
    params: ['page'],
    loader: './blog-loader#blogCategoryLoader',
    component: './blog-category#BlogCategoryPage',
    needs: 'required',
    group: 'blog',
    samples: ['/blog/category/repertoire'],
    about: "a category's articles, newest first",
  },
  'blog-article': {
    pattern: '/blog/:slug',
    loader: './blog-article-loader#blogArticleLoader',
    component: './blog-article#BlogArticlePage',
    needs: 'required',
    group: 'blog',
    samples: ['/blog/from-manuscript-to-screen'],
    about: 'an article with related articles',
  },
});
