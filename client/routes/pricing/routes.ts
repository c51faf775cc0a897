import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** The pricing page, where checkout starts and returns, joined into the main layout by client/routes.tsx. */
export const pricingRoutes: RegisteredRoute[] = [
  {
    id: 'pricing',
    path: '/pricing',
    loader: lazyLoader(() => import('./pricing-loader').then((m) => m.pricingLoader)),
    lazy: { Component: () => import('./pricing').then((m) => m.PricingPage) },
  },
];
