import { CONTENT_TYPES } from '../../../shared/spec';
import type { PageHandle } from '../../lib/route-handle';
import type { ArtistPageData } from './artist-loader';
import type { PublisherPageData } from './publisher-loader';

/**
 * The header's Login and Get Started carry the item of each page (docs/requirements.md §2.1.1);
 * artist and publisher page views carry their kind (docs/requirements.md §3.6).
 */
export const artistHandle = {
  pageViewKind: 'artist',
  contentHolder: (data: ArtistPageData) => ({ contentType: CONTENT_TYPES.artist, ref: data.artist.artistRef }),
} satisfies PageHandle;

export const publisherHandle = {
  pageViewKind: 'publisher',
  contentHolder: (data: PublisherPageData) => ({ contentType: CONTENT_TYPES.publisher, ref: String(data.publisher.publisherId) }),
} satisfies PageHandle;
