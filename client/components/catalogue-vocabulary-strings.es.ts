import type * as en from './catalogue-vocabulary-strings';
import type { Translation } from '../../shared/i18n/translation';

/*
 * Spanish has no neuter for nationalities and roles: they are given in the generic masculine, as
 * catalogues and reference works in Spanish do.
 */

export const INSTRUMENT_NAMES: Translation<typeof en.INSTRUMENT_NAMES> = {
  Piano: 'Piano',
  Organ: 'Órgano',
  Harpsichord: 'Clave',
  Violin: 'Violín',
  Viola: 'Viola',
  Cello: 'Violonchelo',
  'Double bass': 'Contrabajo',
  Flute: 'Flauta',
  Oboe: 'Oboe',
  Clarinet: 'Clarinete',
  Bassoon: 'Fagot',
  Saxophone: 'Saxofón',
  Horn: 'Trompa',
  Trumpet: 'Trompeta',
  Trombone: 'Trombón',
  Tuba: 'Tuba',
  Timpani: 'Timbales',
  Percussion: 'Percusión',
  Harp: 'Arpa',
  Guitar: 'Guitarra',
  Voice: 'Voz',
  Choir: 'Coro',
};

export const INSTRUMENT_NAMES_IN_SENTENCE: Translation<typeof en.INSTRUMENT_NAMES_IN_SENTENCE> = {
  Piano: 'piano',
  Organ: 'órgano',
  Harpsichord: 'clave',
  Violin: 'violín',
  Viola: 'viola',
  Cello: 'violonchelo',
  'Double bass': 'contrabajo',
  Flute: 'flauta',
  Oboe: 'oboe',
  Clarinet: 'clarinete',
  Bassoon: 'fagot',
  Saxophone: 'saxofón',
  Horn: 'trompa',
  Trumpet: 'trompeta',
  Trombone: 'trombón',
  Tuba: 'tuba',
  Timpani: 'timbales',
  Percussion: 'percusión',
  Harp: 'arpa',
  Guitar: 'guitarra',
  Voice: 'voz',
  Choir: 'coro',
};

export const INSTRUMENT_FAMILIES: Translation<typeof en.INSTRUMENT_FAMILIES> = {
  Keyboard: 'Teclado',
  Strings: 'Cuerda',
  Woodwind: 'Viento madera',
  Brass: 'Viento metal',
  Percussion: 'Percusión',
  'Plucked strings': 'Cuerda pulsada',
  Voice: 'Voz',
};

export const SEARCH_GROUP_NAMES: Translation<typeof en.SEARCH_GROUP_NAMES> = {
  Keyboard: 'Teclado',
  'Solo instrumental': 'Instrumento solista',
  'Chamber music': 'Música de cámara',
  'Songs and vocal': 'Canciones y música vocal',
  Choral: 'Música coral',
  Orchestral: 'Música orquestal',
  Concertos: 'Conciertos',
};

export const INSTRUMENTATION_NAMES: Translation<typeof en.INSTRUMENTATION_NAMES> = {
  'Piano solo': 'Piano solo',
  'Piano duet': 'Piano a cuatro manos',
  'Organ solo': 'Órgano solo',
  'Harpsichord solo': 'Clave solo',
  'Violin solo': 'Violín solo',
  'Cello solo': 'Violonchelo solo',
  'Flute solo': 'Flauta sola',
  'Oboe solo': 'Oboe solo',
  'Clarinet solo': 'Clarinete solo',
  'Violin and piano': 'Violín y piano',
  'Cello and piano': 'Violonchelo y piano',
  'Flute and piano': 'Flauta y piano',
  'Clarinet and piano': 'Clarinete y piano',
  'String quartet': 'Cuarteto de cuerda',
  'String octet': 'Octeto de cuerda',
  'Piano trio': 'Trío con piano',
  'Piano quintet': 'Quinteto con piano',
  'Clarinet quintet': 'Quinteto con clarinete',
  'Mixed chamber ensemble': 'Conjunto de cámara mixto',
  'Voice and piano': 'Voz y piano',
  'SATB choir': 'Coro SATB',
  'Choir and orchestra': 'Coro y orquesta',
  'Symphony orchestra': 'Orquesta sinfónica',
  'String orchestra': 'Orquesta de cuerda',
  'Wind band': 'Banda de viento',
  'Violin and orchestra': 'Violín y orquesta',
  'Piano and orchestra': 'Piano y orquesta',
  'Cello and orchestra': 'Violonchelo y orquesta',
  'Flute and orchestra': 'Flauta y orquesta',
  'Clarinet and orchestra': 'Clarinete y orquesta',
  'Trumpet and orchestra': 'Trompeta y orquesta',
};

export const ARTIST_ROLES: Translation<typeof en.ARTIST_ROLES> = {
  composer: 'Compositor',
  arranger: 'Arreglista',
  editor: 'Editor',
  lyricist: 'Letrista',
  performer: 'Intérprete',
};

export const ARTIST_ROLES_IN_SENTENCE: Translation<typeof en.ARTIST_ROLES_IN_SENTENCE> = {
  composer: 'compositor',
  arranger: 'arreglista',
  editor: 'editor',
  lyricist: 'letrista',
  performer: 'intérprete',
};

export const ARTIST_PERIODS: Translation<typeof en.ARTIST_PERIODS> = {
  Baroque: 'Barroco',
  Classical: 'Clásico',
  Romantic: 'Romántico',
  '20th century': 'Siglo XX',
  Contemporary: 'Contemporáneo',
};

export const NATIONALITIES: Translation<typeof en.NATIONALITIES> = {
  American: 'Estadounidense',
  Austrian: 'Austriaco',
  British: 'Británico',
  Czech: 'Checo',
  English: 'Inglés',
  Estonian: 'Estonio',
  French: 'Francés',
  German: 'Alemán',
  'German-British': 'Germano-británico',
  Hungarian: 'Húngaro',
  Italian: 'Italiano',
  Norwegian: 'Noruego',
  Polish: 'Polaco',
  Russian: 'Ruso',
};

export const COUNTRIES: Translation<typeof en.COUNTRIES> = {
  Australia: 'Australia',
  Austria: 'Austria',
  Canada: 'Canadá',
  France: 'Francia',
  Germany: 'Alemania',
  Hungary: 'Hungría',
  Italy: 'Italia',
  'United Kingdom': 'Reino Unido',
};

/** Spanish writes language names in lower case, also at the head of a list ("alemán, inglés"). */
export const LANGUAGES: Translation<typeof en.LANGUAGES> = {
  English: 'inglés',
  French: 'francés',
  German: 'alemán',
  Hungarian: 'húngaro',
  Italian: 'italiano',
  separator: ', ',
};

/** Note names and "mayor"/"menor" in lower case, as Spanish writes them. */
export const MUSICAL_KEYS: Translation<typeof en.MUSICAL_KEYS> = {
  'C major': 'do mayor',
  'G major': 'sol mayor',
  'D major': 're mayor',
  'A major': 'la mayor',
  'E major': 'mi mayor',
  'B major': 'si mayor',
  'F-sharp major': 'fa sostenido mayor',
  'C-sharp major': 'do sostenido mayor',
  'F major': 'fa mayor',
  'B-flat major': 'si bemol mayor',
  'E-flat major': 'mi bemol mayor',
  'A-flat major': 'la bemol mayor',
  'D-flat major': 're bemol mayor',
  'G-flat major': 'sol bemol mayor',
  'C-flat major': 'do bemol mayor',
  'A minor': 'la menor',
  'E minor': 'mi menor',
  'B minor': 'si menor',
  'F-sharp minor': 'fa sostenido menor',
  'C-sharp minor': 'do sostenido menor',
  'G-sharp minor': 'sol sostenido menor',
  'D-sharp minor': 're sostenido menor',
  'A-sharp minor': 'la sostenido menor',
  'D minor': 're menor',
  'G minor': 'sol menor',
  'C minor': 'do menor',
  'F minor': 'fa menor',
  'B-flat minor': 'si bemol menor',
  'E-flat minor': 'mi bemol menor',
  'A-flat minor': 'la bemol menor',
};

export const DIFFICULTY_WORDS: Translation<typeof en.DIFFICULTY_WORDS> = ['Principiante', 'Elemental', 'Intermedio', 'Avanzado', 'Virtuoso'];
