import type { RouteObject } from 'react-router';
import { institutionsLoader } from '../loaders/institutions-loader';
import { pricingLoader } from '../loaders/pricing-loader';
import { searchLoader } from '../loaders/search-loader';

/** Routes of the search pages, joined into the main layout by client/routes.tsx. */
export const searchRoutes: RouteObject[] = [
  {
    id: 'search',
    path: 'search',
    loader: searchLoader,
    lazy: { Component: () => import('../pages/search').then((m) => m.SearchPage) },
  },
  {
    id: 'institutions',
    path: 'institutions',
    loader: institutionsLoader,
    lazy: { Component: () => import('../pages/institutions').then((m) => m.InstitutionsPage) },
  },
  {
    id: 'pricing',
    path: 'pricing',
    loader: pricingLoader,
    lazy: { Component: () => import('../pages/pricing').then((m) => m.PricingPage) },
  },
];

/** Source module of each lazy page here (see ROUTE_MODULES in client/routes.tsx). */
export const searchModules: Record<string, string> = {
  search: 'client/pages/search.tsx',
  institutions: 'client/pages/institutions.tsx',
  pricing: 'client/pages/pricing.tsx',
};
