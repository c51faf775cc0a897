import type * as en from './catalogue-vocabulary-strings';
import type { Translation } from '../../shared/i18n/translation';

export const INSTRUMENT_NAMES: Translation<typeof en.INSTRUMENT_NAMES> = {
  Piano: 'Piano',
  Organ: 'Orgue',
  Harpsichord: 'Clavecin',
  Violin: 'Violon',
  Viola: 'Alto',
  Cello: 'Violoncelle',
  'Double bass': 'Contrebasse',
  Flute: 'Flûte',
  Oboe: 'Hautbois',
  Clarinet: 'Clarinette',
  Bassoon: 'Basson',
  Saxophone: 'Saxophone',
  Horn: 'Cor',
  Trumpet: 'Trompette',
  Trombone: 'Trombone',
  Tuba: 'Tuba',
  Timpani: 'Timbales',
  Percussion: 'Percussions',
  Harp: 'Harpe',
  Guitar: 'Guitare',
  Voice: 'Voix',
  Choir: 'Chœur',
};

export const INSTRUMENT_NAMES_IN_SENTENCE: Translation<typeof en.INSTRUMENT_NAMES_IN_SENTENCE> = {
  Piano: 'piano',
  Organ: 'orgue',
  Harpsichord: 'clavecin',
  Violin: 'violon',
  Viola: 'alto',
  Cello: 'violoncelle',
  'Double bass': 'contrebasse',
  Flute: 'flûte',
  Oboe: 'hautbois',
  Clarinet: 'clarinette',
  Bassoon: 'basson',
  Saxophone: 'saxophone',
  Horn: 'cor',
  Trumpet: 'trompette',
  Trombone: 'trombone',
  Tuba: 'tuba',
  Timpani: 'timbales',
  Percussion: 'percussions',
  Harp: 'harpe',
  Guitar: 'guitare',
  Voice: 'voix',
  Choir: 'chœur',
};

export const INSTRUMENT_FAMILIES: Translation<typeof en.INSTRUMENT_FAMILIES> = {
  Keyboard: 'Claviers',
  Strings: 'Cordes',
  Woodwind: 'Bois',
  Brass: 'Cuivres',
  Percussion: 'Percussions',
  'Plucked strings': 'Cordes pincées',
  Voice: 'Voix',
};

export const SEARCH_GROUP_NAMES: Translation<typeof en.SEARCH_GROUP_NAMES> = {
  Keyboard: 'Claviers',
  'Solo instrumental': 'Instrument seul',
  'Chamber music': 'Musique de chambre',
  'Songs and vocal': 'Mélodies et musique vocale',
  Choral: 'Musique chorale',
  Orchestral: 'Musique orchestrale',
  Concertos: 'Concertos',
};

export const INSTRUMENTATION_NAMES: Translation<typeof en.INSTRUMENTATION_NAMES> = {
  'Piano solo': 'Piano seul',
  'Piano duet': 'Piano à quatre mains',
  'Organ solo': 'Orgue seul',
  'Harpsichord solo': 'Clavecin seul',
  'Violin solo': 'Violon seul',
  'Cello solo': 'Violoncelle seul',
  'Flute solo': 'Flûte seule',
  'Oboe solo': 'Hautbois seul',
  'Clarinet solo': 'Clarinette seule',
  'Violin and piano': 'Violon et piano',
  'Cello and piano': 'Violoncelle et piano',
  'Flute and piano': 'Flûte et piano',
  'Clarinet and piano': 'Clarinette et piano',
  'String quartet': 'Quatuor à cordes',
  'String octet': 'Octuor à cordes',
  'Piano trio': 'Trio avec piano',
  'Piano quintet': 'Quintette avec piano',
  'Clarinet quintet': 'Quintette avec clarinette',
  'Mixed chamber ensemble': 'Ensemble de chambre mixte',
  'Voice and piano': 'Voix et piano',
  'SATB choir': 'Chœur mixte (SATB)',
  'Choir and orchestra': 'Chœur et orchestre',
  'Symphony orchestra': 'Orchestre symphonique',
  'String orchestra': 'Orchestre à cordes',
  'Wind band': 'Orchestre d’harmonie',
  'Violin and orchestra': 'Violon et orchestre',
  'Piano and orchestra': 'Piano et orchestre',
  'Cello and orchestra': 'Violoncelle et orchestre',
  'Flute and orchestra': 'Flûte et orchestre',
  'Clarinet and orchestra': 'Clarinette et orchestre',
  'Trumpet and orchestra': 'Trompette et orchestre',
};

export const ARTIST_ROLES: Translation<typeof en.ARTIST_ROLES> = {
  composer: 'Compositeur',
  arranger: 'Arrangeur',
  editor: 'Éditeur scientifique',
  lyricist: 'Parolier',
  performer: 'Interprète',
};

export const ARTIST_ROLES_IN_SENTENCE: Translation<typeof en.ARTIST_ROLES_IN_SENTENCE> = {
  composer: 'compositeur',
  arranger: 'arrangeur',
  editor: 'éditeur scientifique',
  lyricist: 'parolier',
  performer: 'interprète',
};

export const ARTIST_PERIODS: Translation<typeof en.ARTIST_PERIODS> = {
  Baroque: 'Baroque',
  Classical: 'Classique',
  Romantic: 'Romantique',
  '20th century': 'XXe siècle',
  Contemporary: 'Contemporain',
};

export const NATIONALITIES: Translation<typeof en.NATIONALITIES> = {
  American: 'Américain',
  Austrian: 'Autrichien',
  British: 'Britannique',
  Czech: 'Tchèque',
  English: 'Anglais',
  Estonian: 'Estonien',
  French: 'Français',
  German: 'Allemand',
  'German-British': 'Germano-britannique',
  Hungarian: 'Hongrois',
  Italian: 'Italien',
  Norwegian: 'Norvégien',
  Polish: 'Polonais',
  Russian: 'Russe',
};

export const COUNTRIES: Translation<typeof en.COUNTRIES> = {
  Australia: 'Australie',
  Austria: 'Autriche',
  Canada: 'Canada',
  France: 'France',
  Germany: 'Allemagne',
  Hungary: 'Hongrie',
  Italy: 'Italie',
  'United Kingdom': 'Royaume-Uni',
};

export const LANGUAGES: Translation<typeof en.LANGUAGES> = {
  English: 'Anglais',
  French: 'Français',
  German: 'Allemand',
  Hungarian: 'Hongrois',
  Italian: 'Italien',
  separator: ', ',
};

export const MUSICAL_KEYS: Translation<typeof en.MUSICAL_KEYS> = {
  'C major': 'do majeur',
  'G major': 'sol majeur',
  'D major': 'ré majeur',
  'A major': 'la majeur',
  'E major': 'mi majeur',
  'B major': 'si majeur',
  'F-sharp major': 'fa dièse majeur',
  'C-sharp major': 'do dièse majeur',
  'F major': 'fa majeur',
  'B-flat major': 'si bémol majeur',
  'E-flat major': 'mi bémol majeur',
  'A-flat major': 'la bémol majeur',
  'D-flat major': 'ré bémol majeur',
  'G-flat major': 'sol bémol majeur',
  'C-flat major': 'do bémol majeur',
  'A minor': 'la mineur',
  'E minor': 'mi mineur',
  'B minor': 'si mineur',
  'F-sharp minor': 'fa dièse mineur',
  'C-sharp minor': 'do dièse mineur',
  'G-sharp minor': 'sol dièse mineur',
  'D-sharp minor': 'ré dièse mineur',
  'A-sharp minor': 'la dièse mineur',
  'D minor': 'ré mineur',
  'G minor': 'sol mineur',
  'C minor': 'do mineur',
  'F minor': 'fa mineur',
  'B-flat minor': 'si bémol mineur',
  'E-flat minor': 'mi bémol mineur',
  'A-flat minor': 'la bémol mineur',
};

export const DIFFICULTY_WORDS: Translation<typeof en.DIFFICULTY_WORDS> = ['Débutant', 'Élémentaire', 'Intermédiaire', 'Avancé', 'Virtuose'];
