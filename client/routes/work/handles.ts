import { CONTENT_TYPES } from '../../../shared/spec';
import { availabilityIn } from '../../../shared/availability';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import type { PageHandle } from '../../lib/route-handle';
import type { AnnotationData } from './annotation-loader';
import type { PreviewData } from './preview-loader';
import type { UploadData } from './upload-loader';
import type { WorkData } from './work-loader';

/** An edition the visitor's country cannot open asks the layout for the region banner. */
const regionBanner = (edition: Pick<EditionSummary, 'restriction' | 'territories'>, country: string | null) =>
  availabilityIn(edition, country) === 'unavailable' ? 'region' : null;

/** The header's Login and Get Started carry the item of each page (docs/requirements.md §2.1.1); work page views carry their kind (§3.6). */
export const workHandle = {
  pageViewKind: 'work',
  contentHolder: (data: WorkData) => ({ contentType: CONTENT_TYPES.edition, ref: data.edition.editionRef }),
  banner: (data: WorkData, country: string | null) => regionBanner(data.edition, country),
} satisfies PageHandle;

/** An edition's preview. */
export const previewHandle = {
  contentHolder: (data: PreviewData) => ({ contentType: CONTENT_TYPES.edition, ref: data.edition.editionRef }),
  banner: (data: PreviewData, country: string | null) => regionBanner(data.edition, country),
} satisfies PageHandle;

/** A shared annotation: its edition's region rule applies. */
export const annotationHandle = {
  contentHolder: (data: AnnotationData) => ({ contentType: CONTENT_TYPES.annotation, ref: data.share.shareRef }),
  banner: (data: AnnotationData, country: string | null) => regionBanner(data.share.edition, country),
} satisfies PageHandle;

/** A shared upload. */
export const uploadHandle = {
  contentHolder: (data: UploadData) => ({ contentType: CONTENT_TYPES.upload, ref: data.upload.userFileRef }),
} satisfies PageHandle;
