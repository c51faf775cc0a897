import type { LoaderFunctionArgs } from 'react-router';
import type { Paged } from '../../../shared/schemas/common';
import { playlistItemsSchema, playlistSchema, type EditionSummary, type Playlist } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { pageBody } from '../../lib/paging';
import { requestPage, requiredQuery, withinList } from '../../loaders/loader-helpers';

export interface PlaylistPageData {
  playlist: Playlist;
  page: number;
  items: Paged<EditionSummary>;
}

/** /playlist?playlistRef=: the playlist and one page of its items, read in parallel. */
export async function playlistLoader({ context, request }: LoaderFunctionArgs): Promise<PlaylistPageData> {
  const playlistRef = requiredQuery(request, 'playlistRef');
  const page = requestPage(request);
  const api = apiFrom(context);
  const [playlist, items] = await Promise.all([
    api.read({ family: 'promotion', path: '/v4/promotion/playlist', query: { playlistRef }, schema: playlistSchema, signal: request.signal }),
    api.read({
      family: 'promotion',
      path: `/v4/promotion/playlist/${encodeURIComponent(playlistRef)}/items`,
      method: 'POST',
      body: pageBody(page),
      schema: playlistItemsSchema,
      signal: request.signal,
    }),
  ]);
  withinList(page, items.total);
  return { playlist, page, items };
}
