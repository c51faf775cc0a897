import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader';
import { routePath } from '../../../shared/paths';

/** Routes of the search pages, joined into the main layout by client/routes.tsx. */
export const searchRoutes: RouteObject[] = [
  {
    id: 'search',
    path: routePath('/search'),
    loader: lazyLoader(() => import('./search-loader').then((m) => m.searchLoader)),
    lazy: { Component: () => import('./search').then((m) => m.SearchPage) },
  },
  {
    id: 'institutions',
    path: routePath('/institutions'),
    loader: lazyLoader(() => import('./institutions-loader').then((m) => m.institutionsLoader)),
    lazy: { Component: () => import('./institutions').then((m) => m.InstitutionsPage) },
  },
  {
    id: 'pricing',
    path: routePath('/pricing'),
    loader: lazyLoader(() => import('./pricing-loader').then((m) => m.pricingLoader)),
    lazy: { Component: () => import('./pricing').then((m) => m.PricingPage) },
  },
];
