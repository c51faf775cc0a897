import type { PageRoute, RegisteredRoute } from './lib/page-route';
import { lazyLoader } from './lib/lazy-loader';
import { Root, RootErrorBoundary } from './root';
import { RouteError } from './components/route-error';
import { NotFound } from './components/layout/not-found';
import { marketingRoutes } from './routes/marketing/routes';
import { peopleRoutes } from './routes/people/routes';
import { instrumentRoutes } from './routes/instrument/routes';
import { playlistRoutes } from './routes/playlist/routes';
import { searchRoutes } from './routes/search/routes';
import { institutionsRoutes } from './routes/institutions/routes';
import { pricingRoutes } from './routes/pricing/routes';
import { workRoutes } from './routes/work/routes';
import { blogRoutes } from './routes/blog/routes';
import { cmsPageRoutes } from './routes/cms-pages/routes';
import { helpRoutes } from './routes/help/routes';
import { helpFormRoutes } from './routes/help/form-routes';
import { downloadRoutes } from './routes/download/routes';

/**
 * Route objects used by both sides: the worker's static handler and the browser router.
 * Loaders are small and imported here so a client navigation can fetch data and the page's
 * code at the same time; page components load lazily, one chunk per page. Each page's route is
 * that of a page registered in shared/pages.ts (RegisteredRoute); the root, the layout and the
 * catch-all are no pages.
 */
export const routes: PageRoute[] = [
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
        // Pathless layout whose boundary keeps the shell on screen when a page fails.
        id: 'main',
        ErrorBoundary: RouteError,
        children: [
          {
            id: 'home',
            index: true,
            loader: lazyLoader(() => import('./routes/home/home-loader').then((m) => m.homeLoader)),
            lazy: { Component: () => import('./routes/home/home').then((m) => m.HomePage) },
          } satisfies RegisteredRoute,
          ...workRoutes,
          ...peopleRoutes,
          ...instrumentRoutes,
          ...playlistRoutes,
          ...searchRoutes,
          ...institutionsRoutes,
          ...pricingRoutes,
          ...blogRoutes,
          ...cmsPageRoutes,
          ...marketingRoutes,
          ...helpRoutes,
          ...helpFormRoutes,
          ...downloadRoutes,
          // Their loaders always throw a 404, so the boundary above renders the not-found page.
          {
            id: 'not-found',
            path: '/404',
            loader: lazyLoader(() => import('./loaders/not-found-loader').then((m) => m.notFoundLoader)),
            Component: NotFound,
          } satisfies RegisteredRoute,
          { id: 'catch-all', path: '*', loader: lazyLoader(() => import('./loaders/not-found-loader').then((m) => m.catchAllLoader)), Component: NotFound },
        ],
      },
    ],
  },
];
