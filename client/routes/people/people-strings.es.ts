import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'artista' : 'artistas'}`,
  /** A keyword: "partituras de Johann Sebastian Bach". */
  sheetMusicOf: (name: string) => `partituras de ${name}`,
  artistsTitle: 'Artistas',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}: ${role}. ${editions} de su música en la biblioteca digital de partituras de nkoda.`,
  artistKeyword: 'partituras',
  portraitAlt: (name: string) => `Retrato de ${name}`,
  editionsBy: (name: string) => `Ediciones de ${name}`,
  publishersTitle: 'Editoriales',
  editions: 'Ediciones',
  playlists: 'Listas de reproducción',
  relatedArtists: 'Artistas relacionados',
  listsUnavailable: 'No se han podido cargar en este momento las ediciones, listas de reproducción y artistas relacionados de este artista. Vuelve a cargar la página en unos instantes.',
  about: 'Acerca de',
  artistEyebrow: 'Artista',
  openInApp: 'Abrir en la app',
  noEditions: 'Todavía no hay ediciones en la biblioteca.',
  fact: {
    role: 'Función',
    lived: 'Años de vida',
    born: 'Nacimiento',
    nationality: 'Nacionalidad',
    period: 'Periodo',
    country: 'País',
    founded: 'Fundación',
    website: 'Sitio web',
    family: 'Familia',
    curator: 'Seleccionada por',
    inLibrary: 'En la biblioteca',
    contains: 'Contiene',
  },
};
