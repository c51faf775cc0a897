import type * as en from './index-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INDEX_TEXT: Translation<typeof en.INDEX_TEXT> = {
  artistsLetterTitle: (letter: string) => `Artistes\u00a0: ${letter}`,
  artistsDescription: (under: string) => `${under} dans la bibliothèque de partitions numériques nkoda\u00a0: compositeurs, paroliers et éditeurs scientifiques, avec leurs éditions.`,
  artistsKeywords: (letter: string) => ['compositeurs', 'artistes', 'partitions', `compositeurs ${letter}`],
  publishersDescription: 'Les éditeurs de musique de la bibliothèque de partitions numériques nkoda, des spécialistes de l’urtext aux maisons d’édition contemporaines.',
  publishersKeywords: ['éditeurs de musique', 'éditeurs de partitions', 'urtext', 'éditions'],
  artistsIntro: 'Les compositeurs, paroliers et éditeurs scientifiques de la bibliothèque nkoda, classés par nom de famille.',
  letterNavLabel: 'Artistes par initiale du nom de famille',
  artistsUnder: (letter: string) => `Artistes à la lettre ${letter}`,
  noArtistsUnder: (letter: string) => `Aucun artiste à la lettre ${letter}`,
  publishersIntro: 'Les éditeurs de musique dont les éditions figurent dans la bibliothèque nkoda.',
  featuredPublishers: 'Éditeurs à la une',
  allPublishers: 'Tous les éditeurs',
};
