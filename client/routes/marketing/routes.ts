import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader';
import { routePath } from '../../../shared/paths';

/**
 * Routes of the marketing and project pages, joined into the main layout by client/routes.tsx.
 * Pages whose copy is static have no loader; the two that show featured publishers share one.
 */
export const marketingRoutes: RouteObject[] = [
  {
    id: 'what-is-nkoda-music',
    path: routePath('/what-is-nkoda-music'),
    loader: lazyLoader(() => import('./featured-publishers-loader').then((m) => m.featuredPublishersLoader)),
    lazy: { Component: () => import('./what-is-nkoda-music').then((m) => m.WhatIsNkodaPage) },
  },
  {
    id: 'features',
    path: routePath('/features'),
    lazy: { Component: () => import('./features').then((m) => m.FeaturesPage) },
  },
  {
    id: 'made-not-born',
    path: routePath('/made-not-born'),
    lazy: { Component: () => import('./made-not-born').then((m) => m.MadeNotBornPage) },
  },
  {
    id: 'nkoda-22-fund',
    path: routePath('/nkoda-22-fund'),
    lazy: { Component: () => import('./nkoda-22-fund').then((m) => m.Nkoda22FundPage) },
  },
  {
    id: 'representation-project',
    path: routePath('/representation-project'),
    lazy: { Component: () => import('./representation-project').then((m) => m.RepresentationProjectPage) },
  },
  {
    id: 'development-partnership',
    path: routePath('/development-partnership'),
    loader: lazyLoader(() => import('./featured-publishers-loader').then((m) => m.featuredPublishersLoader)),
    lazy: { Component: () => import('./development-partnership').then((m) => m.DevelopmentPartnershipPage) },
  },
];
