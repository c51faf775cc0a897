import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** The institutions page, joined into the main layout by client/routes.tsx. */
export const institutionsRoutes: RegisteredRoute[] = [
  {
    id: 'institutions',
    path: '/institutions',
    loader: lazyLoader(() => import('./institutions-loader').then((m) => m.institutionsLoader)),
    lazy: { Component: () => import('./institutions').then((m) => m.InstitutionsPage) },
  },
];
