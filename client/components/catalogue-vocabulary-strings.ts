/**
 * The catalogue's fixed vocabulary as visitors read it: instrument names, instrument families,
 * search categories, instrumentations, artist roles and periods, nationalities, countries,
 * languages, musical keys and difficulty grades. The upstream sends these in English; each
 * language's sibling module (catalogue-vocabulary-strings.de.ts, ...) says them in its own words.
 * Keys are the upstream's English values; a value the upstream adds later and no module knows
 * yet is shown as the upstream gives it (catalogue-vocabulary.ts). Names from the catalogue
 * (titles, artists, publishers, playlists) are never translated and are not here.
 */

export const CATALOGUE_VOCABULARY = {
  /** Instrument names, by the upstream's name (instrument pages, edition credits, search filters). */
  INSTRUMENT_NAMES: {
    Piano: 'Piano',
    Organ: 'Organ',
    Harpsichord: 'Harpsichord',
    Violin: 'Violin',
    Viola: 'Viola',
    Cello: 'Cello',
    'Double bass': 'Double bass',
    Flute: 'Flute',
    Oboe: 'Oboe',
    Clarinet: 'Clarinet',
    Bassoon: 'Bassoon',
    Saxophone: 'Saxophone',
    Horn: 'Horn',
    Trumpet: 'Trumpet',
    Trombone: 'Trombone',
    Tuba: 'Tuba',
    Timpani: 'Timpani',
    Percussion: 'Percussion',
    Harp: 'Harp',
    Guitar: 'Guitar',
    Voice: 'Voice',
    Choir: 'Choir',
  },

  /**
   * An instrument name inside a sentence ("Editions for piano"). English lowercases the name; a
   * language whose nouns keep their capital (German) gives the name as it stands.
   */
  INSTRUMENT_NAMES_IN_SENTENCE: {
    Piano: 'piano',
    Organ: 'organ',
    Harpsichord: 'harpsichord',
    Violin: 'violin',
    Viola: 'viola',
    Cello: 'cello',
    'Double bass': 'double bass',
    Flute: 'flute',
    Oboe: 'oboe',
    Clarinet: 'clarinet',
    Bassoon: 'bassoon',
    Saxophone: 'saxophone',
    Horn: 'horn',
    Trumpet: 'trumpet',
    Trombone: 'trombone',
    Tuba: 'tuba',
    Timpani: 'timpani',
    Percussion: 'percussion',
    Harp: 'harp',
    Guitar: 'guitar',
    Voice: 'voice',
    Choir: 'choir',
  },

  /** Instrument families, by the upstream's name (the instrument page's Family fact). */
  INSTRUMENT_FAMILIES: {
    Keyboard: 'Keyboard',
    Strings: 'Strings',
    Woodwind: 'Woodwind',
    Brass: 'Brass',
    Percussion: 'Percussion',
    'Plucked strings': 'Plucked strings',
    Voice: 'Voice',
  },

  /** Search categories (the search page's Category filter), by the upstream's name. */
  SEARCH_GROUP_NAMES: {
    Keyboard: 'Keyboard',
    'Solo instrumental': 'Solo instrumental',
    'Chamber music': 'Chamber music',
    'Songs and vocal': 'Songs and vocal',
    Choral: 'Choral',
    Orchestral: 'Orchestral',
    Concertos: 'Concertos',
  },

  /** What an edition is written for (its Instrumentation), by the upstream's name. */
  INSTRUMENTATION_NAMES: {
    'Piano solo': 'Piano solo',
    'Piano duet': 'Piano duet',
    'Organ solo': 'Organ solo',
    'Harpsichord solo': 'Harpsichord solo',
    'Violin solo': 'Violin solo',
    'Cello solo': 'Cello solo',
    'Flute solo': 'Flute solo',
    'Oboe solo': 'Oboe solo',
    'Clarinet solo': 'Clarinet solo',
    'Violin and piano': 'Violin and piano',
    'Cello and piano': 'Cello and piano',
    'Flute and piano': 'Flute and piano',
    'Clarinet and piano': 'Clarinet and piano',
    'String quartet': 'String quartet',
    'String octet': 'String octet',
    'Piano trio': 'Piano trio',
    'Piano quintet': 'Piano quintet',
    'Clarinet quintet': 'Clarinet quintet',
    'Mixed chamber ensemble': 'Mixed chamber ensemble',
    'Voice and piano': 'Voice and piano',
    'SATB choir': 'SATB choir',
    'Choir and orchestra': 'Choir and orchestra',
    'Symphony orchestra': 'Symphony orchestra',
    'String orchestra': 'String orchestra',
    'Wind band': 'Wind band',
    'Violin and orchestra': 'Violin and orchestra',
    'Piano and orchestra': 'Piano and orchestra',
    'Cello and orchestra': 'Cello and orchestra',
    'Flute and orchestra': 'Flute and orchestra',
    'Clarinet and orchestra': 'Clarinet and orchestra',
    'Trumpet and orchestra': 'Trumpet and orchestra',
  },

  /** An artist's role (SPEC enumeration), as the artist page's Role fact says it. */
  ARTIST_ROLES: {
    composer: 'Composer',
    arranger: 'Arranger',
    editor: 'Editor',
    lyricist: 'Lyricist',
    performer: 'Performer',
  },

  /** An artist's role inside a sentence ("Johann Sebastian Bach: composer."). */
  ARTIST_ROLES_IN_SENTENCE: {
    composer: 'composer',
    arranger: 'arranger',
    editor: 'editor',
    lyricist: 'lyricist',
    performer: 'performer',
  },

  /** An artist's period (SPEC enumeration). */
  ARTIST_PERIODS: {
    Baroque: 'Baroque',
    Classical: 'Classical',
    Romantic: 'Romantic',
    '20th century': '20th century',
    Contemporary: 'Contemporary',
  },

  /** Nationalities the catalogue gives its artists. */
  NATIONALITIES: {
    American: 'American',
    Austrian: 'Austrian',
    British: 'British',
    Czech: 'Czech',
    English: 'English',
    Estonian: 'Estonian',
    French: 'French',
    German: 'German',
    'German-British': 'German-British',
    Hungarian: 'Hungarian',
    Italian: 'Italian',
    Norwegian: 'Norwegian',
    Polish: 'Polish',
    Russian: 'Russian',
  },

  /** Countries the catalogue gives its publishers and institutions. */
  COUNTRIES: {
    Australia: 'Australia',
    Austria: 'Austria',
    Canada: 'Canada',
    France: 'France',
    Germany: 'Germany',
    Hungary: 'Hungary',
    Italy: 'Italy',
    'United Kingdom': 'United Kingdom',
  },

  /** Languages of an edition's text; the upstream lists several as "German, English". */
  LANGUAGES: {
    English: 'English',
    French: 'French',
    German: 'German',
    Hungarian: 'Hungarian',
    Italian: 'Italian',
    /** Joins the languages of one edition back together. */
    separator: ', ',
  },

  /** Musical keys, by the upstream's name: the fifteen major and fifteen minor key signatures. */
  MUSICAL_KEYS: {
    'C major': 'C major',
    'G major': 'G major',
    'D major': 'D major',
    'A major': 'A major',
    'E major': 'E major',
    'B major': 'B major',
    'F-sharp major': 'F-sharp major',
    'C-sharp major': 'C-sharp major',
    'F major': 'F major',
    'B-flat major': 'B-flat major',
    'E-flat major': 'E-flat major',
    'A-flat major': 'A-flat major',
    'D-flat major': 'D-flat major',
    'G-flat major': 'G-flat major',
    'C-flat major': 'C-flat major',
    'A minor': 'A minor',
    'E minor': 'E minor',
    'B minor': 'B minor',
    'F-sharp minor': 'F-sharp minor',
    'C-sharp minor': 'C-sharp minor',
    'G-sharp minor': 'G-sharp minor',
    'D-sharp minor': 'D-sharp minor',
    'A-sharp minor': 'A-sharp minor',
    'D minor': 'D minor',
    'G minor': 'G minor',
    'C minor': 'C minor',
    'F minor': 'F minor',
    'B-flat minor': 'B-flat minor',
    'E-flat minor': 'E-flat minor',
    'A-flat minor': 'A-flat minor',
  },

  /** The fixture's 1-to-5 difficulty grading in words, easiest first. */
  DIFFICULTY_WORDS: ['Beginner', 'Elementary', 'Intermediate', 'Advanced', 'Virtuoso'],
} as const;
