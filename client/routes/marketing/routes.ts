import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/**
 * Routes of the marketing and project pages, joined into the main layout by client/routes.tsx.
 * Pages whose copy is static have no loader; the two that show featured publishers share one.
 */
export const marketingRoutes: RegisteredRoute[] = [
  {
    id: 'what-is-nkoda-music',
    path: '/what-is-nkoda-music',
    loader: lazyLoader(() => import('./featured-publishers-loader').then((m) => m.featuredPublishersLoader)),
    lazy: { Component: () => import('./what-is-nkoda-music').then((m) => m.WhatIsNkodaPage) },
  },
  {
    id: 'features',
    path: '/features',
    lazy: { Component: () => import('./features').then((m) => m.FeaturesPage) },
  },
  {
    id: 'made-not-born',
    path: '/made-not-born',
    lazy: { Component: () => import('./made-not-born').then((m) => m.MadeNotBornPage) },
  },
  {
    id: 'nkoda-22-fund',
    path: '/nkoda-22-fund',
    lazy: { Component: () => import('./nkoda-22-fund').then((m) => m.Nkoda22FundPage) },
  },
  {
    id: 'representation-project',
    path: '/representation-project',
    lazy: { Component: () => import('./representation-project').then((m) => m.RepresentationProjectPage) },
  },
  {
    id: 'development-partnership',
    path: '/development-partnership',
    loader: lazyLoader(() => import('./featured-publishers-loader').then((m) => m.featuredPublishersLoader)),
    lazy: { Component: () => import('./development-partnership').then((m) => m.DevelopmentPartnershipPage) },
  },
];
