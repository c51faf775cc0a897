import type * as en from './playlist-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAYLIST_TEXT: Translation<typeof en.PLAYLIST_TEXT> = {
  playlistDescription: (title: string, curator: string) => `${title}, una lista de reproducción seleccionada por ${curator} en la biblioteca digital de partituras de nkoda.`,
  playlistKeywords: ['lista de reproducción', 'partituras'],
  itemsOf: (title: string) => `Elementos de ${title}`,
  items: 'Elementos',
  playlistEyebrow: 'Lista de reproducción',
  noItems: 'Esta lista de reproducción todavía no tiene elementos.',
};
