import type * as en from './catalogue-vocabulary-strings';
import type { Translation } from '../../shared/i18n/translation';

export const INSTRUMENT_NAMES: Translation<typeof en.INSTRUMENT_NAMES> = {
  Piano: 'Pianoforte',
  Organ: 'Organo',
  Harpsichord: 'Clavicembalo',
  Violin: 'Violino',
  Viola: 'Viola',
  Cello: 'Violoncello',
  'Double bass': 'Contrabbasso',
  Flute: 'Flauto',
  Oboe: 'Oboe',
  Clarinet: 'Clarinetto',
  Bassoon: 'Fagotto',
  Saxophone: 'Sassofono',
  Horn: 'Corno',
  Trumpet: 'Tromba',
  Trombone: 'Trombone',
  Tuba: 'Tuba',
  Timpani: 'Timpani',
  Percussion: 'Percussioni',
  Harp: 'Arpa',
  Guitar: 'Chitarra',
  Voice: 'Voce',
  Choir: 'Coro',
};

/** Italian writes instrument names in lower case inside a sentence ("Edizioni per pianoforte"). */
export const INSTRUMENT_NAMES_IN_SENTENCE: Translation<typeof en.INSTRUMENT_NAMES_IN_SENTENCE> = {
  Piano: 'pianoforte',
  Organ: 'organo',
  Harpsichord: 'clavicembalo',
  Violin: 'violino',
  Viola: 'viola',
  Cello: 'violoncello',
  'Double bass': 'contrabbasso',
  Flute: 'flauto',
  Oboe: 'oboe',
  Clarinet: 'clarinetto',
  Bassoon: 'fagotto',
  Saxophone: 'sassofono',
  Horn: 'corno',
  Trumpet: 'tromba',
  Trombone: 'trombone',
  Tuba: 'tuba',
  Timpani: 'timpani',
  Percussion: 'percussioni',
  Harp: 'arpa',
  Guitar: 'chitarra',
  Voice: 'voce',
  Choir: 'coro',
};

export const INSTRUMENT_FAMILIES: Translation<typeof en.INSTRUMENT_FAMILIES> = {
  Keyboard: 'Tastiere',
  Strings: 'Archi',
  Woodwind: 'Legni',
  Brass: 'Ottoni',
  Percussion: 'Percussioni',
  'Plucked strings': 'Corde pizzicate',
  Voice: 'Voce',
};

export const SEARCH_GROUP_NAMES: Translation<typeof en.SEARCH_GROUP_NAMES> = {
  Keyboard: 'Tastiera',
  'Solo instrumental': 'Strumento solo',
  'Chamber music': 'Musica da camera',
  'Songs and vocal': 'Canto e musica vocale',
  Choral: 'Musica corale',
  Orchestral: 'Musica orchestrale',
  Concertos: 'Concerti',
};

export const INSTRUMENTATION_NAMES: Translation<typeof en.INSTRUMENTATION_NAMES> = {
  'Piano solo': 'Pianoforte solo',
  'Piano duet': 'Pianoforte a quattro mani',
  'Organ solo': 'Organo solo',
  'Harpsichord solo': 'Clavicembalo solo',
  'Violin solo': 'Violino solo',
  'Cello solo': 'Violoncello solo',
  'Flute solo': 'Flauto solo',
  'Oboe solo': 'Oboe solo',
  'Clarinet solo': 'Clarinetto solo',
  'Violin and piano': 'Violino e pianoforte',
  'Cello and piano': 'Violoncello e pianoforte',
  'Flute and piano': 'Flauto e pianoforte',
  'Clarinet and piano': 'Clarinetto e pianoforte',
  'String quartet': 'Quartetto d’archi',
  'String octet': 'Ottetto d’archi',
  'Piano trio': 'Trio con pianoforte',
  'Piano quintet': 'Quintetto con pianoforte',
  'Clarinet quintet': 'Quintetto con clarinetto',
  'Mixed chamber ensemble': 'Ensemble da camera misto',
  'Voice and piano': 'Voce e pianoforte',
  'SATB choir': 'Coro SATB',
  'Choir and orchestra': 'Coro e orchestra',
  'Symphony orchestra': 'Orchestra sinfonica',
  'String orchestra': 'Orchestra d’archi',
  'Wind band': 'Orchestra di fiati',
  'Violin and orchestra': 'Violino e orchestra',
  'Piano and orchestra': 'Pianoforte e orchestra',
  'Cello and orchestra': 'Violoncello e orchestra',
  'Flute and orchestra': 'Flauto e orchestra',
  'Clarinet and orchestra': 'Clarinetto e orchestra',
  'Trumpet and orchestra': 'Tromba e orchestra',
};

export const ARTIST_ROLES: Translation<typeof en.ARTIST_ROLES> = {
  composer: 'Compositore',
  arranger: 'Arrangiatore',
  editor: 'Curatore',
  lyricist: 'Paroliere',
  performer: 'Interprete',
};

export const ARTIST_ROLES_IN_SENTENCE: Translation<typeof en.ARTIST_ROLES_IN_SENTENCE> = {
  composer: 'compositore',
  arranger: 'arrangiatore',
  editor: 'curatore',
  lyricist: 'paroliere',
  performer: 'interprete',
};

export const ARTIST_PERIODS: Translation<typeof en.ARTIST_PERIODS> = {
  Baroque: 'Barocco',
  Classical: 'Classico',
  Romantic: 'Romantico',
  '20th century': 'Novecento',
  Contemporary: 'Contemporaneo',
};

/** Lower case, as Italian writes nationalities, and feminine, agreeing with "Nazionalità" (the fact's label). */
export const NATIONALITIES: Translation<typeof en.NATIONALITIES> = {
  American: 'statunitense',
  Austrian: 'austriaca',
  British: 'britannica',
  Czech: 'ceca',
  English: 'inglese',
  Estonian: 'estone',
  French: 'francese',
  German: 'tedesca',
  'German-British': 'tedesco-britannica',
  Hungarian: 'ungherese',
  Italian: 'italiana',
  Norwegian: 'norvegese',
  Polish: 'polacca',
  Russian: 'russa',
};

export const COUNTRIES: Translation<typeof en.COUNTRIES> = {
  Australia: 'Australia',
  Austria: 'Austria',
  Canada: 'Canada',
  France: 'Francia',
  Germany: 'Germania',
  Hungary: 'Ungheria',
  Italy: 'Italia',
  'United Kingdom': 'Regno Unito',
};

/** Lower case, as Italian writes the names of languages ("tedesco, inglese"). */
export const LANGUAGES: Translation<typeof en.LANGUAGES> = {
  English: 'inglese',
  French: 'francese',
  German: 'tedesco',
  Hungarian: 'ungherese',
  Italian: 'italiano',
  separator: ', ',
};

/** Italian names the notes do, re, mi, fa, sol, la, si, and writes keys in lower case. */
export const MUSICAL_KEYS: Translation<typeof en.MUSICAL_KEYS> = {
  'C major': 'do maggiore',
  'G major': 'sol maggiore',
  'D major': 're maggiore',
  'A major': 'la maggiore',
  'E major': 'mi maggiore',
  'B major': 'si maggiore',
  'F-sharp major': 'fa diesis maggiore',
  'C-sharp major': 'do diesis maggiore',
  'F major': 'fa maggiore',
  'B-flat major': 'si bemolle maggiore',
  'E-flat major': 'mi bemolle maggiore',
  'A-flat major': 'la bemolle maggiore',
  'D-flat major': 're bemolle maggiore',
  'G-flat major': 'sol bemolle maggiore',
  'C-flat major': 'do bemolle maggiore',
  'A minor': 'la minore',
  'E minor': 'mi minore',
  'B minor': 'si minore',
  'F-sharp minor': 'fa diesis minore',
  'C-sharp minor': 'do diesis minore',
  'G-sharp minor': 'sol diesis minore',
  'D-sharp minor': 're diesis minore',
  'A-sharp minor': 'la diesis minore',
  'D minor': 're minore',
  'G minor': 'sol minore',
  'C minor': 'do minore',
  'F minor': 'fa minore',
  'B-flat minor': 'si bemolle minore',
  'E-flat minor': 'mi bemolle minore',
  'A-flat minor': 'la bemolle minore',
};

export const DIFFICULTY_WORDS: Translation<typeof en.DIFFICULTY_WORDS> = ['Principiante', 'Elementare', 'Intermedio', 'Avanzato', 'Virtuoso'];
