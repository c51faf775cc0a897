import { lazyLoader } from '../shared/framework/page';
import type { SiteRoute } from '../shared/pages';
import { Root, RootErrorBoundary } from './root';
import { RouteError } from './components/route-error';
import { NotFound } from './components/layout/not-found';
import { pageRoutes } from '#pages/routes';

/**
 * Route objects used by both sides: the worker's static handler and the browser router. The
 * pages' routes are derived from their declarations (client/routes/<family>/pages.ts) by
 * `npm run pages`; the root, the layout and the catch-all, which are no pages, are here.
 */
export const routes: SiteRoute[] = [
  {
    id: 'root',
    path: '/',
    loader: lazyLoader(() => import('./loaders/root-loader').then((m) => m.rootLoader)),
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    // Never revalidate the footer data on navigation; it changes with CMS publishing only.
    shouldRevalidate: () => false,
    children: [
      {
        // Pathless layout route whose boundary keeps the layout (Root) on screen when a page fails.
        id: 'main',
        ErrorBoundary: RouteError,
        children: [
          ...pageRoutes,
          {
            id: 'catch-all',
            path: '*',
            loader: lazyLoader(() => import('./routes/not-found/not-found-loader').then((m) => m.catchAllLoader)),
            Component: NotFound,
          },
        ],
      },
    ],
  },
];
