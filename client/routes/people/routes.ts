import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';
import { CONTENT_TYPES } from '../../../shared/spec';
import type { PageHandle } from '../../lib/route-handle';
import type { ArtistPageData } from './artist-loader';
import type { PublisherPageData } from './publisher-loader';

/**
 * The header's Login and Get Started carry the item of each page (docs/requirements.md §2.1.1);
 * artist and publisher page views carry their kind (docs/requirements.md §3.6).
 */
const artistHandle = {
  pageViewKind: 'artist',
  contentHolder: (data: ArtistPageData) => ({ contentType: CONTENT_TYPES.artist, ref: data.artist.artistRef }),
} satisfies PageHandle;
const publisherHandle = {
  pageViewKind: 'publisher',
  contentHolder: (data: PublisherPageData) => ({ contentType: CONTENT_TYPES.publisher, ref: String(data.publisher.publisherId) }),
} satisfies PageHandle;

const artistsIndexPage = () => import('./artists-index').then((m) => m.ArtistsIndexPage);
const artistPage = () => import('./artist').then((m) => m.ArtistPage);
const publishersPage = () => import('./publishers').then((m) => m.PublishersPage);
const publisherPage = () => import('./publisher').then((m) => m.PublisherPage);

/** Routes of the artists' and publishers' pages, joined into the main layout by client/routes.tsx. */
export const peopleRoutes: RegisteredRoute[] = [
  {
    id: 'artists',
    path: '/artists',
    loader: lazyLoader(() => import('./artists-index-loader').then((m) => m.artistsIndexLoader)),
    lazy: { Component: artistsIndexPage },
  },
  // The same page by slug (the site's links) and by ref (links from the apps and old addresses).
  {
    id: 'artist-by-slug',
    path: '/artists/:slug',
    loader: lazyLoader(() => import('./artist-loader').then((m) => m.artistBySlugLoader)),
    handle: artistHandle,
    lazy: { Component: artistPage },
  },
  {
    id: 'artist-by-ref',
    path: '/artist',
    loader: lazyLoader(() => import('./artist-loader').then((m) => m.artistByRefLoader)),
    handle: artistHandle,
    lazy: { Component: artistPage },
  },
  {
    id: 'publishers',
    path: '/publishers',
    loader: lazyLoader(() => import('./publishers-loader').then((m) => m.publishersLoader)),
    lazy: { Component: publishersPage },
  },
  {
    id: 'publisher-by-slug',
    path: '/publishers/:slug',
    loader: lazyLoader(() => import('./publisher-loader').then((m) => m.publisherBySlugLoader)),
    handle: publisherHandle,
    lazy: { Component: publisherPage },
  },
  {
    id: 'publisher-by-id',
    path: '/publisher',
    loader: lazyLoader(() => import('./publisher-loader').then((m) => m.publisherByIdLoader)),
    handle: publisherHandle,
    lazy: { Component: publisherPage },
  },
];
