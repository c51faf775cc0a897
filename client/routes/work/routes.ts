import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';
import { CONTENT_TYPES } from '../../../shared/spec';
import { availabilityIn } from '../../../shared/availability';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import type { PageHandle } from '../../lib/route-handle';
import type { AnnotationData } from './annotation-loader';
import type { PreviewData } from './preview-loader';
import type { UploadData } from './upload-loader';
import type { WorkData } from './work-loader';

/** An edition the visitor's country cannot open asks the shell for the region banner. */
const regionBanner = (edition: Pick<EditionSummary, 'restriction' | 'territories'>, country: string | null) =>
  availabilityIn(edition, country) === 'unavailable' ? 'region' : null;

const workHandle = {
  pageViewKind: 'work',
  contentHolder: (data: WorkData) => ({ contentType: CONTENT_TYPES.edition, ref: data.edition.editionRef }),
  banner: (data: WorkData, country: string | null) => regionBanner(data.edition, country),
} satisfies PageHandle;

/**
 * A fresh lazy object per route: the router clears a lazy property once it has loaded it, so a
 * shared object would leave the second route with no component at all.
 */
const workPage = () => ({ Component: () => import('./work').then((m) => m.WorkPage) });

/** Routes of the work pages, joined into the main layout by client/routes.tsx. */
export const workRoutes: RegisteredRoute[] = [
  // Both addresses of an edition render the same page; the loader tells them apart by params.
  { id: 'work-slug', path: '/work/:slug', loader: lazyLoader(() => import('./work-loader').then((m) => m.workLoader)), handle: workHandle, lazy: workPage() },
  { id: 'work', path: '/work', loader: lazyLoader(() => import('./work-loader').then((m) => m.workLoader)), handle: workHandle, lazy: workPage() },
  {
    id: 'preview',
    path: '/preview',
    loader: lazyLoader(() => import('./preview-loader').then((m) => m.previewLoader)),
    handle: {
      contentHolder: (data: PreviewData) => ({ contentType: CONTENT_TYPES.edition, ref: data.edition.editionRef }),
      banner: (data: PreviewData, country: string | null) => regionBanner(data.edition, country),
    } satisfies PageHandle,
    lazy: { Component: () => import('./preview').then((m) => m.PreviewPage) },
  },
  {
    id: 'annotation',
    path: '/annotation',
    loader: lazyLoader(() => import('./annotation-loader').then((m) => m.annotationLoader)),
    handle: {
      contentHolder: (data: AnnotationData) => ({ contentType: CONTENT_TYPES.annotation, ref: data.share.shareRef }),
      banner: (data: AnnotationData, country: string | null) => regionBanner(data.share.edition, country),
    } satisfies PageHandle,
    lazy: { Component: () => import('./annotation').then((m) => m.AnnotationPage) },
  },
  {
    id: 'upload',
    path: '/upload',
    loader: lazyLoader(() => import('./upload-loader').then((m) => m.uploadLoader)),
    handle: {
      contentHolder: (data: UploadData) => ({ contentType: CONTENT_TYPES.upload, ref: data.upload.userFileRef }),
    } satisfies PageHandle,
    lazy: { Component: () => import('./upload').then((m) => m.UploadPage) },
  },
];
