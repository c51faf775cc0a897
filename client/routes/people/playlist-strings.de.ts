import type * as en from './playlist-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAYLIST_TEXT: Translation<typeof en.PLAYLIST_TEXT> = {
  playlistDescription: (title: string, curator: string) =>
    `${title}, eine Playlist zusammengestellt von ${curator}, in der digitalen Notenbibliothek nkoda.`,
  playlistKeywords: ['Playlist', 'Noten'],
  itemsOf: (title: string) => `Einträge in ${title}`,
  items: 'Einträge',
  playlistEyebrow: 'Playlist',
  noItems: 'Diese Playlist enthält noch keine Einträge.',
};
