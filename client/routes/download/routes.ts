import type { RouteObject } from 'react-router';
import { lazyLoader } from '../../lib/lazy-loader';
import { routePath } from '../../../shared/paths';

/** The app downloads (SPEC section 2: download, download/mac), joined into the main layout. */
export const downloadRoutes: RouteObject[] = [
  {
    id: 'download',
    path: routePath('/download'),
    loader: lazyLoader(() => import('./download-loader').then((m) => m.downloadLoader)),
    lazy: { Component: () => import('./download').then((m) => m.DownloadPage) },
  },
  {
    id: 'download-mac',
    path: routePath('/download/mac'),
    lazy: { Component: () => import('./download-mac').then((m) => m.DownloadMacPage) },
  },
];
