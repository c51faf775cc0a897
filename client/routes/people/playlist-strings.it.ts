import type * as en from './playlist-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAYLIST_TEXT: Translation<typeof en.PLAYLIST_TEXT> = {
  playlistDescription: (title: string, curator: string) =>
    `${title}, una playlist curata da ${curator} nella biblioteca digitale di spartiti nkoda.`,
  playlistKeywords: ['playlist', 'spartiti'],
  itemsOf: (title: string) => `Elementi di ${title}`,
  items: 'Elementi',
  playlistEyebrow: 'Playlist',
  noItems: 'Questa playlist non contiene ancora elementi.',
};
