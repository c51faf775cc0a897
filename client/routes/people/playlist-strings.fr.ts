import type * as en from './playlist-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAYLIST_TEXT: Translation<typeof en.PLAYLIST_TEXT> = {
  playlistDescription: (title: string, curator: string) => `${title}, une playlist proposée par ${curator} dans la bibliothèque de partitions numériques nkoda.`,
  playlistKeywords: ['playlist', 'partitions'],
  itemsOf: (title: string) => `Éléments de ${title}`,
  items: 'Éléments',
  playlistEyebrow: 'Playlist',
  noItems: 'Cette playlist ne contient encore aucun élément.',
};
