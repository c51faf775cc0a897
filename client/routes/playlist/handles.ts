import { CONTENT_TYPES } from '../../../shared/spec';
import type { PageHandle } from '../../lib/route-handle';
import type { PlaylistPageData } from './playlist-loader';

/** The header's Login and Get Started carry the playlist (docs/requirements.md §2.1.1). */
export const playlistHandle = {
  contentHolder: (data: PlaylistPageData) => ({ contentType: CONTENT_TYPES.playlist, ref: data.playlist.playlistRef }),
} satisfies PageHandle;
