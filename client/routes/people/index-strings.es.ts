import type * as en from './index-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INDEX_TEXT: Translation<typeof en.INDEX_TEXT> = {
  artistsLetterTitle: (letter: string) => `Artistas: ${letter}`,
  artistsDescription: (under: string) => `${under} en la biblioteca digital de partituras de nkoda: compositores, letristas y editores, con sus ediciones.`,
  artistsKeywords: (letter: string) => ['compositores', 'artistas', 'partituras', `compositores ${letter}`],
  publishersDescription: 'Las editoriales musicales de la biblioteca digital de partituras de nkoda, desde especialistas en ediciones Urtext hasta editoriales de música contemporánea.',
  publishersKeywords: ['editoriales musicales', 'editoriales de partituras', 'urtext', 'ediciones'],
  artistsIntro: 'Compositores, letristas y editores de la biblioteca de nkoda, ordenados por apellido.',
  letterNavLabel: 'Artistas por inicial del apellido',
  artistsUnder: (letter: string) => `Artistas con la inicial ${letter}`,
  noArtistsUnder: (letter: string) => `No hay artistas con la inicial ${letter}`,
  publishersIntro: 'Las editoriales musicales cuyas ediciones están en la biblioteca de nkoda.',
  featuredPublishers: 'Editoriales destacadas',
  allPublishers: 'Todas las editoriales',
};
