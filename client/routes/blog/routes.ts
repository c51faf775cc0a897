import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** Routes of the blog, joined into the main layout by client/routes.tsx. */
export const blogRoutes: RegisteredRoute[] = [
  {
    id: 'blog',
    path: '/blog',
    loader: lazyLoader(() => import('./blog-loader').then((m) => m.blogIndexLoader)),
    lazy: { Component: () => import('./blog').then((m) => m.BlogPage) },
  },
  // The router ranks the static 'category' segment above :slug, so no article can hide a category page.
  {
    id: 'blog-category',
    path: '/blog/category/:category',
    loader: lazyLoader(() => import('./blog-loader').then((m) => m.blogCategoryLoader)),
    lazy: { Component: () => import('./blog-category').then((m) => m.BlogCategoryPage) },
  },
  {
    id: 'blog-article',
    path: '/blog/:slug',
    loader: lazyLoader(() => import('./blog-article-loader').then((m) => m.blogArticleLoader)),
    lazy: { Component: () => import('./blog-article').then((m) => m.BlogArticlePage) },
  },
];
