import type * as en from './catalogue-vocabulary-strings';
import type { Translation } from '../../shared/i18n/translation';

export const INSTRUMENT_NAMES: Translation<typeof en.INSTRUMENT_NAMES> = {
  Piano: 'Klavier',
  Organ: 'Orgel',
  Harpsichord: 'Cembalo',
  Violin: 'Violine',
  Viola: 'Viola',
  Cello: 'Violoncello',
  'Double bass': 'Kontrabass',
  Flute: 'Flöte',
  Oboe: 'Oboe',
  Clarinet: 'Klarinette',
  Bassoon: 'Fagott',
  Saxophone: 'Saxophon',
  Horn: 'Horn',
  Trumpet: 'Trompete',
  Trombone: 'Posaune',
  Tuba: 'Tuba',
  Timpani: 'Pauken',
  Percussion: 'Schlagzeug',
  Harp: 'Harfe',
  Guitar: 'Gitarre',
  Voice: 'Gesang',
  Choir: 'Chor',
};

export const INSTRUMENT_NAMES_IN_SENTENCE: Translation<typeof en.INSTRUMENT_NAMES_IN_SENTENCE> = {
  Piano: 'Klavier',
  Organ: 'Orgel',
  Harpsichord: 'Cembalo',
  Violin: 'Violine',
  Viola: 'Viola',
  Cello: 'Violoncello',
  'Double bass': 'Kontrabass',
  Flute: 'Flöte',
  Oboe: 'Oboe',
  Clarinet: 'Klarinette',
  Bassoon: 'Fagott',
  Saxophone: 'Saxophon',
  Horn: 'Horn',
  Trumpet: 'Trompete',
  Trombone: 'Posaune',
  Tuba: 'Tuba',
  Timpani: 'Pauken',
  Percussion: 'Schlagzeug',
  Harp: 'Harfe',
  Guitar: 'Gitarre',
  Voice: 'Gesang',
  Choir: 'Chor',
};

export const INSTRUMENT_FAMILIES: Translation<typeof en.INSTRUMENT_FAMILIES> = {
  Keyboard: 'Tasteninstrumente',
  Strings: 'Streichinstrumente',
  Woodwind: 'Holzblasinstrumente',
  Brass: 'Blechblasinstrumente',
  Percussion: 'Schlaginstrumente',
  'Plucked strings': 'Zupfinstrumente',
  Voice: 'Gesang',
};

export const SEARCH_GROUP_NAMES: Translation<typeof en.SEARCH_GROUP_NAMES> = {
  Keyboard: 'Tasteninstrumente',
  'Solo instrumental': 'Instrumentalsolo',
  'Chamber music': 'Kammermusik',
  'Songs and vocal': 'Lieder und Vokalmusik',
  Choral: 'Chormusik',
  Orchestral: 'Orchestermusik',
  Concertos: 'Solokonzerte',
};

export const INSTRUMENTATION_NAMES: Translation<typeof en.INSTRUMENTATION_NAMES> = {
  'Piano solo': 'Klavier solo',
  'Piano duet': 'Klavier zu vier Händen',
  'Organ solo': 'Orgel solo',
  'Harpsichord solo': 'Cembalo solo',
  'Violin solo': 'Violine solo',
  'Cello solo': 'Violoncello solo',
  'Flute solo': 'Flöte solo',
  'Oboe solo': 'Oboe solo',
  'Clarinet solo': 'Klarinette solo',
  'Violin and piano': 'Violine und Klavier',
  'Cello and piano': 'Violoncello und Klavier',
  'Flute and piano': 'Flöte und Klavier',
  'Clarinet and piano': 'Klarinette und Klavier',
  'String quartet': 'Streichquartett',
  'String octet': 'Streichoktett',
  'Piano trio': 'Klaviertrio',
  'Piano quintet': 'Klavierquintett',
  'Clarinet quintet': 'Klarinettenquintett',
  'Mixed chamber ensemble': 'Gemischtes Kammerensemble',
  'Voice and piano': 'Gesang und Klavier',
  'SATB choir': 'Gemischter Chor (SATB)',
  'Choir and orchestra': 'Chor und Orchester',
  'Symphony orchestra': 'Sinfonieorchester',
  'String orchestra': 'Streichorchester',
  'Wind band': 'Blasorchester',
  'Violin and orchestra': 'Violine und Orchester',
  'Piano and orchestra': 'Klavier und Orchester',
  'Cello and orchestra': 'Violoncello und Orchester',
  'Flute and orchestra': 'Flöte und Orchester',
  'Clarinet and orchestra': 'Klarinette und Orchester',
  'Trumpet and orchestra': 'Trompete und Orchester',
};

export const ARTIST_ROLES: Translation<typeof en.ARTIST_ROLES> = {
  composer: 'Komponist',
  arranger: 'Arrangeur',
  editor: 'Herausgeber',
  lyricist: 'Textdichter',
  performer: 'Interpret',
};

export const ARTIST_ROLES_IN_SENTENCE: Translation<typeof en.ARTIST_ROLES_IN_SENTENCE> = {
  composer: 'Komponist',
  arranger: 'Arrangeur',
  editor: 'Herausgeber',
  lyricist: 'Textdichter',
  performer: 'Interpret',
};

export const ARTIST_PERIODS: Translation<typeof en.ARTIST_PERIODS> = {
  Baroque: 'Barock',
  Classical: 'Klassik',
  Romantic: 'Romantik',
  '20th century': '20. Jahrhundert',
  Contemporary: 'Gegenwart',
};

export const NATIONALITIES: Translation<typeof en.NATIONALITIES> = {
  American: 'US-amerikanisch',
  Austrian: 'Österreichisch',
  British: 'Britisch',
  Czech: 'Tschechisch',
  English: 'Englisch',
  Estonian: 'Estnisch',
  French: 'Französisch',
  German: 'Deutsch',
  'German-British': 'Deutsch-britisch',
  Hungarian: 'Ungarisch',
  Italian: 'Italienisch',
  Norwegian: 'Norwegisch',
  Polish: 'Polnisch',
  Russian: 'Russisch',
};

export const COUNTRIES: Translation<typeof en.COUNTRIES> = {
  Australia: 'Australien',
  Austria: 'Österreich',
  Canada: 'Kanada',
  France: 'Frankreich',
  Germany: 'Deutschland',
  Hungary: 'Ungarn',
  Italy: 'Italien',
  'United Kingdom': 'Vereinigtes Königreich',
};

export const LANGUAGES: Translation<typeof en.LANGUAGES> = {
  English: 'Englisch',
  French: 'Französisch',
  German: 'Deutsch',
  Hungarian: 'Ungarisch',
  Italian: 'Italienisch',
  separator: ', ',
};

export const MUSICAL_KEYS: Translation<typeof en.MUSICAL_KEYS> = {
  'C major': 'C-Dur',
  'G major': 'G-Dur',
  'D major': 'D-Dur',
  'A major': 'A-Dur',
  'E major': 'E-Dur',
  'B major': 'H-Dur',
  'F-sharp major': 'Fis-Dur',
  'C-sharp major': 'Cis-Dur',
  'F major': 'F-Dur',
  'B-flat major': 'B-Dur',
  'E-flat major': 'Es-Dur',
  'A-flat major': 'As-Dur',
  'D-flat major': 'Des-Dur',
  'G-flat major': 'Ges-Dur',
  'C-flat major': 'Ces-Dur',
  'A minor': 'a-Moll',
  'E minor': 'e-Moll',
  'B minor': 'h-Moll',
  'F-sharp minor': 'fis-Moll',
  'C-sharp minor': 'cis-Moll',
  'G-sharp minor': 'gis-Moll',
  'D-sharp minor': 'dis-Moll',
  'A-sharp minor': 'ais-Moll',
  'D minor': 'd-Moll',
  'G minor': 'g-Moll',
  'C minor': 'c-Moll',
  'F minor': 'f-Moll',
  'B-flat minor': 'b-Moll',
  'E-flat minor': 'es-Moll',
  'A-flat minor': 'as-Moll',
};

export const DIFFICULTY_WORDS: Translation<typeof en.DIFFICULTY_WORDS> = ['Anfänger', 'Leicht', 'Mittelschwer', 'Fortgeschritten', 'Virtuos'];
