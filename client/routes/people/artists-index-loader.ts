import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Paged } from '../../../shared/schemas/common';
import { pagedArtistsSchema, type ArtistSummary } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { DEFAULT_LETTER, parseLetter } from '../../lib/artist-letter';
import { pageBody } from '../../lib/paging';
import { requestPage, withinList } from '../../loaders/loader-helpers';
import { href } from '../../../shared/paths';

/**
 * Artists per page of one letter. Smaller than the site's usual 24: an index page is for
 * scanning names, and two rows of portraits keep the letter links and the page links close.
 */
export const ARTISTS_PER_PAGE = 8;

export interface ArtistsIndexData {
  letter: string;
  /** The address named the letter (title "Artists: B"); false for the bare /artists. */
  named: boolean;
  page: number;
  artists: Paged<ArtistSummary>;
}

/**
 * One letter of the A–Z index. A letter the index cannot show (`?letter=ab`, `?letter=7`) sends
 * the visitor to /artists rather than to a dead end; a lower-case one to its upper-case address,
 * so each letter has one address.
 */
export async function artistsIndexLoader({ context, request }: LoaderFunctionArgs): Promise<ArtistsIndexData> {
  const url = new URL(request.url);
  const query = parseLetter(url.searchParams.get('letter'));
  if (query.kind === 'invalid') throw redirect(href('/artists'));
  if (query.kind === 'letter' && !query.exact) {
    const params = new URLSearchParams(url.search);
    params.set('letter', query.letter);
    throw redirect(`${href('/artists')}?${params}`);
  }
  const letter = query.kind === 'letter' ? query.letter : DEFAULT_LETTER;
  const page = requestPage(request);
  const artists = await apiFrom(context).read({
    family: 'promotion',
    path: '/v4/promotion/artist/letter',
    query: { letter },
    method: 'POST',
    body: pageBody(page, ARTISTS_PER_PAGE),
    schema: pagedArtistsSchema,
    signal: request.signal,
  });
  withinList(page, artists.total, ARTISTS_PER_PAGE);
  return { letter, named: query.kind === 'letter', page, artists };
}
