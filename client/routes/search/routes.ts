import type { PageRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** The search page, joined into the main layout by client/routes.tsx. */
export const searchRoutes: PageRoute[] = [
  {
    id: 'search',
    path: '/search',
    loader: lazyLoader(() => import('./search-loader').then((m) => m.searchLoader)),
    lazy: { Component: () => import('./search').then((m) => m.SearchPage) },
  },
];
