import type { PageRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** Routes of the search pages, joined into the main layout by client/routes.tsx. */
export const searchRoutes: PageRoute[] = [
  {
    id: 'search',
    path: '/search',
    loader: lazyLoader(() => import('./search-loader').then((m) => m.searchLoader)),
    lazy: { Component: () => import('./search').then((m) => m.SearchPage) },
  },
  {
    id: 'institutions',
    path: '/institutions',
    loader: lazyLoader(() => import('./institutions-loader').then((m) => m.institutionsLoader)),
    lazy: { Component: () => import('./institutions').then((m) => m.InstitutionsPage) },
  },
  {
    id: 'pricing',
    path: '/pricing',
    loader: lazyLoader(() => import('./pricing-loader').then((m) => m.pricingLoader)),
    lazy: { Component: () => import('./pricing').then((m) => m.PricingPage) },
  },
];
