import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

/** The app downloads (docs/requirements.md §2.2.2: /download, /download/mac), joined into the main layout. */
export const downloadRoutes: RegisteredRoute[] = [
  {
    id: 'download',
    path: '/download',
    loader: lazyLoader(() => import('./download-loader').then((m) => m.downloadLoader)),
    lazy: { Component: () => import('./download').then((m) => m.DownloadPage) },
  },
  {
    id: 'download-mac',
    path: '/download/mac',
    lazy: { Component: () => import('./download-mac').then((m) => m.DownloadMacPage) },
  },
];
