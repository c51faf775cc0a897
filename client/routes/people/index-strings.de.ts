import type * as en from './index-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INDEX_TEXT: Translation<typeof en.INDEX_TEXT> = {
  artistsLetterTitle: (letter: string) => `Künstler: ${letter}`,
  artistsDescription: (under: string) =>
    `${under} in der digitalen Notenbibliothek nkoda: Komponisten, Textdichter und Herausgeber mit ihren Ausgaben.`,
  artistsKeywords: (letter: string) => ['Komponisten', 'Künstler', 'Noten', `Komponisten ${letter}`],
  publishersDescription: 'Die Musikverlage in der digitalen Notenbibliothek nkoda, von Urtext-Spezialisten bis zu Verlagen für zeitgenössische Musik.',
  publishersKeywords: ['Musikverlage', 'Notenverlage', 'Urtext', 'Ausgaben'],
  artistsIntro: 'Komponisten, Textdichter und Herausgeber in der nkoda Bibliothek, nach Nachnamen geordnet.',
  letterNavLabel: 'Künstler nach Anfangsbuchstaben des Nachnamens',
  artistsUnder: (letter: string) => `Künstler unter ${letter}`,
  noArtistsUnder: (letter: string) => `Keine Künstler unter ${letter}`,
  publishersIntro: 'Die Musikverlage, deren Ausgaben in der nkoda Bibliothek sind.',
  featuredPublishers: 'Ausgewählte Verlage',
  allPublishers: 'Alle Verlage',
};
