import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';
import { CONTENT_TYPES } from '../../../shared/spec';
import type { PageHandle } from '../../lib/route-handle';
import type { PlaylistPageData } from './playlist-loader';

/** The header's Login and Get Started carry the playlist (docs/requirements.md §2.1.1). */
const playlistHandle = {
  contentHolder: (data: PlaylistPageData) => ({ contentType: CONTENT_TYPES.playlist, ref: data.playlist.playlistRef }),
} satisfies PageHandle;

/** The playlist page, joined into the main layout by client/routes.tsx. */
export const playlistRoutes: RegisteredRoute[] = [
  {
    id: 'playlist',
    path: '/playlist',
    loader: lazyLoader(() => import('./playlist-loader').then((m) => m.playlistLoader)),
    handle: playlistHandle,
    lazy: { Component: () => import('./playlist').then((m) => m.PlaylistPage) },
  },
];
