import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'artista' : 'artisti'}`,
  /** A keyword as people search for it: "spartiti Johann Sebastian Bach", "spartiti Pianoforte". */
  sheetMusicOf: (name: string) => `spartiti ${name}`,
  artistsTitle: 'Artisti',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}: ${role}. ${editions} delle sue opere nella biblioteca digitale di spartiti nkoda.`,
  artistKeyword: 'spartiti',
  portraitAlt: (name: string) => `Ritratto di ${name}`,
  editionsBy: (name: string) => `Edizioni di ${name}`,
  publishersTitle: 'Editori',
  editions: 'Edizioni',
  playlists: 'Playlist',
  relatedArtists: 'Artisti correlati',
  listsUnavailable:
    'Non è stato possibile caricare le edizioni, le playlist e gli artisti correlati di questo artista. Ricarica la pagina tra qualche istante.',
  about: 'Informazioni',
  artistEyebrow: 'Artista',
  openInApp: 'Apri nell’app',
  noEditions: 'Non ci sono ancora edizioni nella biblioteca.',
  fact: {
    role: 'Ruolo',
    lived: 'Anni di vita',
    born: 'Nascita',
    nationality: 'Nazionalità',
    period: 'Periodo',
    country: 'Paese',
    founded: 'Fondazione',
    website: 'Sito web',
    family: 'Famiglia',
    curator: 'A cura di',
    inLibrary: 'Nella biblioteca',
    contains: 'Contenuto',
  },
};
