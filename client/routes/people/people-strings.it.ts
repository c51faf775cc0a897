import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'artista' : 'artisti'}`,
  /** A keyword as people search for it: "spartiti Johann Sebastian Bach", "spartiti Pianoforte". */
  sheetMusicOf: (name: string) => `spartiti ${name}`,
  artistsTitle: 'Artisti',
  artistsLetterTitle: (letter: string) => `Artisti: ${letter}`,
  artistsDescription: (under: string) =>
    `${under} nella biblioteca digitale di spartiti nkoda: compositori, parolieri e curatori, con le loro edizioni.`,
  artistsKeywords: (letter: string) => ['compositori', 'artisti', 'spartiti', `compositori ${letter}`],
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}: ${role}. ${editions} delle sue opere nella biblioteca digitale di spartiti nkoda.`,
  artistKeyword: 'spartiti',
  portraitAlt: (name: string) => `Ritratto di ${name}`,
  editionsBy: (name: string) => `Edizioni di ${name}`,
  publishersDescription:
    'Gli editori musicali presenti nella biblioteca digitale di spartiti nkoda, dagli specialisti delle edizioni Urtext alle case editrici di musica contemporanea.',
  publishersKeywords: ['editori musicali', 'case editrici musicali', 'urtext', 'edizioni'],
  publisherDescription: (editions: string, name: string) =>
    `${editions} di ${name} nella biblioteca digitale di spartiti nkoda.`,
  publisherKeywords: ['editore musicale', 'edizioni'],
  logoAlt: (name: string) => `Logo di ${name}`,
  editionsFrom: (name: string) => `Edizioni di ${name}`,
  /** "Spartiti per pianoforte": the name comes capitalised, and Italian writes it lower case here. */
  instrumentTitle: (instrument: string) => `Spartiti per ${instrument.toLowerCase()}`,
  instrumentDescription: (editions: string, instrument: string) =>
    `${editions} per ${instrument} nella biblioteca digitale di spartiti nkoda.`,
  instrumentKeyword: 'spartiti',
  editionsFor: (instrument: string) => `Edizioni per ${instrument}`,
  playlistDescription: (title: string, curator: string) =>
    `${title}, una playlist curata da ${curator} nella biblioteca digitale di spartiti nkoda.`,
  playlistKeywords: ['playlist', 'spartiti'],
  itemsOf: (title: string) => `Elementi di ${title}`,
  artistsIntro: 'Compositori, parolieri e curatori presenti nella biblioteca nkoda, in ordine di cognome.',
  letterNavLabel: 'Artisti per iniziale del cognome',
  artistsUnder: (letter: string) => `Artisti alla lettera ${letter}`,
  noArtistsUnder: (letter: string) => `Nessun artista alla lettera ${letter}`,
  publishersTitle: 'Editori',
  publishersIntro: 'Gli editori musicali le cui edizioni sono presenti nella biblioteca nkoda.',
  featuredPublishers: 'Editori in evidenza',
  allPublishers: 'Tutti gli editori',
  editions: 'Edizioni',
  playlists: 'Playlist',
  relatedArtists: 'Artisti correlati',
  listsUnavailable:
    'Non è stato possibile caricare le edizioni, le playlist e gli artisti correlati di questo artista. Ricarica la pagina tra qualche istante.',
  relatedPublishers: 'Editori correlati',
  publisherListsUnavailable:
    'Non è stato possibile caricare le edizioni e gli editori correlati di questo editore. Ricarica la pagina tra qualche istante.',
  items: 'Elementi',
  about: 'Informazioni',
  artistEyebrow: 'Artista',
  publisherEyebrow: 'Editore',
  instrumentEyebrow: 'Strumento',
  playlistEyebrow: 'Playlist',
  openInApp: 'Apri nell’app',
  noEditions: 'Non ci sono ancora edizioni nella biblioteca.',
  noItems: 'Questa playlist non contiene ancora elementi.',
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
