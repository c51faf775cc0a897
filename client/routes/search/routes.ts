import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** The search page, joined into the main layout by client/routes.tsx. */
export const searchRoutes: RegisteredRoute[] = [
  {
    id: 'search',
    path: '/search',
    loader: lazyLoader(() => import('./search-loader').then((m) => m.searchLoader)),
    lazy: { Component: () => import('./search').then((m) => m.SearchPage) },
  },
];
