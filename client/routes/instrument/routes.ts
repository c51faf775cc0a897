import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';
import { CONTENT_TYPES } from '../../../shared/spec';
import type { PageHandle } from '../../lib/route-handle';
import type { InstrumentPageData } from './instrument-loader';

/**
 * The header's Login and Get Started carry the instrument (docs/requirements.md §2.1.1), and its
 * page views carry their kind (docs/requirements.md §3.6).
 */
const instrumentHandle = {
  pageViewKind: 'instrument',
  contentHolder: (data: InstrumentPageData) => ({ contentType: CONTENT_TYPES.instrument, ref: data.instrument.instrumentRef }),
} satisfies PageHandle;

/** The instrument page, joined into the main layout by client/routes.tsx. */
export const instrumentRoutes: RegisteredRoute[] = [
  {
    id: 'instrument',
    path: '/instrument',
    loader: lazyLoader(() => import('./instrument-loader').then((m) => m.instrumentLoader)),
    handle: instrumentHandle,
    lazy: { Component: () => import('./instrument').then((m) => m.InstrumentPage) },
  },
];
