import { CONTENT_TYPES } from '../../../shared/spec';
import type { PageHandle } from '../../lib/route-handle';
import type { InstrumentPageData } from './instrument-loader';

/**
 * The header's Login and Get Started carry the instrument (docs/requirements.md §2.1.1), and its
 * page views carry their kind (docs/requirements.md §3.6).
 */
export const instrumentHandle = {
  pageViewKind: 'instrument',
  contentHolder: (data: InstrumentPageData) => ({ contentType: CONTENT_TYPES.instrument, ref: data.instrument.instrumentRef }),
} satisfies PageHandle;
