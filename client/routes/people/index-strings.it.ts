import type * as en from './index-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INDEX_TEXT: Translation<typeof en.INDEX_TEXT> = {
  artistsLetterTitle: (letter: string) => `Artisti: ${letter}`,
  artistsDescription: (under: string) =>
    `${under} nella biblioteca digitale di spartiti nkoda: compositori, parolieri e curatori, con le loro edizioni.`,
  artistsKeywords: (letter: string) => ['compositori', 'artisti', 'spartiti', `compositori ${letter}`],
  publishersDescription:
    'Gli editori musicali presenti nella biblioteca digitale di spartiti nkoda, dagli specialisti delle edizioni Urtext alle case editrici di musica contemporanea.',
  publishersKeywords: ['editori musicali', 'case editrici musicali', 'urtext', 'edizioni'],
  artistsIntro: 'Compositori, parolieri e curatori presenti nella biblioteca nkoda, in ordine di cognome.',
  letterNavLabel: 'Artisti per iniziale del cognome',
  artistsUnder: (letter: string) => `Artisti alla lettera ${letter}`,
  noArtistsUnder: (letter: string) => `Nessun artista alla lettera ${letter}`,
  publishersIntro: 'Gli editori musicali le cui edizioni sono presenti nella biblioteca nkoda.',
  featuredPublishers: 'Editori in evidenza',
  allPublishers: 'Tutti gli editori',
};
