import type { RouteObject } from 'react-router';
import { blogArticleLoader } from '../loaders/blog-article-loader';
import { blogCategoryLoader, blogIndexLoader } from '../loaders/blog-loader';

/** Routes of the blog, joined into the main layout by client/routes.tsx. */
export const blogRoutes: RouteObject[] = [
  { id: 'blog', path: 'blog', loader: blogIndexLoader, lazy: { Component: () => import('../pages/blog').then((m) => m.BlogPage) } },
  // The router ranks the static 'category' segment above :slug, so no article can hide a category page.
  {
    id: 'blog-category',
    path: 'blog/category/:category',
    loader: blogCategoryLoader,
    lazy: { Component: () => import('../pages/blog-category').then((m) => m.BlogCategoryPage) },
  },
  {
    id: 'blog-article',
    path: 'blog/:slug',
    loader: blogArticleLoader,
    lazy: { Component: () => import('../pages/blog-article').then((m) => m.BlogArticlePage) },
  },
];

/** Source module of each lazy page here (see ROUTE_MODULES in client/routes.tsx). */
export const blogModules: Record<string, string> = {
  blog: 'client/pages/blog.tsx',
  'blog-category': 'client/pages/blog-category.tsx',
  'blog-article': 'client/pages/blog-article.tsx',
};
