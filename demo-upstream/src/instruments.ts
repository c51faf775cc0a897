/** Instruments, the ensembles (instrumentations) works are written for, and search groups. */

export interface InstrumentFacts {
  ref: string;
  name: string;
  family: string;
  description: string;
}

const INSTRUMENT_ROWS: [string, string, string][] = [
  ['Piano', 'Keyboard', 'The most published instrument in the catalogue, from teaching pieces to the great sonata cycles and concertos.'],
  ['Organ', 'Keyboard', 'Music for church and concert organ, with registration suggestions kept as the composer or editor gave them.'],
  ['Harpsichord', 'Keyboard', 'Baroque keyboard music in editions that leave ornamentation and fingering open for the player to decide.'],
  ['Violin', 'Strings', 'Solo, chamber and orchestral parts for violin, including editions with bowings and fingerings by noted players.'],
  ['Viola', 'Strings', 'The middle voice of the string family, in chamber parts, orchestral parts and a growing solo repertoire.'],
  ['Cello', 'Strings', "From the Bach suites to the Romantic concertos, with parts that show the editor's bowings separately from the source."],
  ['Double bass', 'Strings', 'Orchestral and chamber parts for the double bass, the foundation of the string section.'],
  ['Flute', 'Woodwind', 'Sonatas, solo pieces and orchestral parts for flute, from Baroque transverse flute music to the twentieth century.'],
  ['Oboe', 'Woodwind', 'Solo and ensemble music for oboe, whose voice carries many of the great orchestral solos.'],
  ['Clarinet', 'Woodwind', 'Chamber music and concertos for clarinet, an instrument the late Romantics wrote for with particular warmth.'],
  ['Bassoon', 'Woodwind', 'Parts and solo works for bassoon, the bass of the woodwind section.'],
  ['Saxophone', 'Woodwind', 'Parts for saxophone, mostly in wind band scores in this catalogue.'],
  ['Horn', 'Brass', 'Orchestral, band and chamber parts for horn, with transposition marked as the source has it.'],
  ['Trumpet', 'Brass', 'Concertos, fanfares and orchestral parts for trumpet.'],
  ['Trombone', 'Brass', 'Orchestral and band parts for trombone.'],
  ['Tuba', 'Brass', 'The lowest brass voice, in band and orchestral scores.'],
  ['Timpani', 'Percussion', 'Timpani parts from orchestral and choral scores.'],
  ['Percussion', 'Percussion', 'Parts for the wider percussion section, from snare drum to xylophone.'],
  ['Harp', 'Plucked strings', 'Music for concert harp, solo and in ensemble.'],
  ['Guitar', 'Plucked strings', 'Classical guitar music and arrangements.'],
  ['Voice', 'Voice', 'Songs, arias and solo vocal parts, with texts and translations where the edition includes them.'],
  ['Choir', 'Voice', 'Choral scores and vocal scores for mixed, upper-voice and male-voice choirs.'],
];

export const INSTRUMENTS: readonly InstrumentFacts[] = INSTRUMENT_ROWS.map(([name, family, description], i) => ({
  ref: `IN-${String(i + 1).padStart(3, '0')}`,
  name,
  family,
  description,
}));

export function instrumentByName(name: string): number {
  const index = INSTRUMENTS.findIndex((instrument) => instrument.name === name);
  if (index < 0) throw new Error(`unknown instrument ${name}`);
  return index;
}

export interface GroupFacts {
  id: string;
  name: string;
}

export const GROUPS: readonly GroupFacts[] = [
  { id: 'keyboard', name: 'Keyboard' },
  { id: 'solo', name: 'Solo instrumental' },
  { id: 'chamber', name: 'Chamber music' },
  { id: 'vocal', name: 'Songs and vocal' },
  { id: 'choral', name: 'Choral' },
  { id: 'orchestral', name: 'Orchestral' },
  { id: 'concerto', name: 'Concertos' },
];

export interface EnsembleFacts {
  id: string;
  name: string;
  group: string;
  /** Indexes into INSTRUMENTS. */
  instruments: number[];
  /** How many players read from it; null for choirs, orchestras and bands (a variable, large number). */
  players: number | null;
}

const ORCHESTRA = ['Violin', 'Viola', 'Cello', 'Double bass', 'Flute', 'Oboe', 'Clarinet', 'Bassoon', 'Horn', 'Trumpet', 'Trombone', 'Timpani'];
const STRINGS = ['Violin', 'Viola', 'Cello', 'Double bass'];

const ENSEMBLE_ROWS: [string, string, string, string[], number | null][] = [
  ['piano', 'Piano solo', 'keyboard', ['Piano'], 1],
  ['piano4h', 'Piano duet', 'keyboard', ['Piano'], 2],
  ['organ', 'Organ solo', 'keyboard', ['Organ'], 1],
  ['harpsichord', 'Harpsichord solo', 'keyboard', ['Harpsichord'], 1],
  ['violin-solo', 'Violin solo', 'solo', ['Violin'], 1],
  ['cello-solo', 'Cello solo', 'solo', ['Cello'], 1],
  ['flute-solo', 'Flute solo', 'solo', ['Flute'], 1],
  ['oboe-solo', 'Oboe solo', 'solo', ['Oboe'], 1],
  ['clarinet-solo', 'Clarinet solo', 'solo', ['Clarinet'], 1],
  ['violin-piano', 'Violin and piano', 'chamber', ['Violin', 'Piano'], 2],
  ['cello-piano', 'Cello and piano', 'chamber', ['Cello', 'Piano'], 2],
  ['flute-piano', 'Flute and piano', 'chamber', ['Flute', 'Piano'], 2],
  ['clarinet-piano', 'Clarinet and piano', 'chamber', ['Clarinet', 'Piano'], 2],
  ['string-quartet', 'String quartet', 'chamber', ['Violin', 'Viola', 'Cello'], 4],
  ['string-octet', 'String octet', 'chamber', ['Violin', 'Viola', 'Cello'], 8],
  ['piano-trio', 'Piano trio', 'chamber', ['Violin', 'Cello', 'Piano'], 3],
  ['piano-quintet', 'Piano quintet', 'chamber', ['Piano', 'Violin', 'Viola', 'Cello'], 5],
  ['clarinet-quintet', 'Clarinet quintet', 'chamber', ['Clarinet', 'Violin', 'Viola', 'Cello'], 5],
  ['chamber-ensemble', 'Mixed chamber ensemble', 'chamber', ['Piano', 'Violin', 'Cello', 'Flute', 'Clarinet', 'Percussion'], 6],
  ['voice-piano', 'Voice and piano', 'vocal', ['Voice', 'Piano'], 2],
  ['choir', 'SATB choir', 'choral', ['Choir'], null],
  ['choir-orch', 'Choir and orchestra', 'choral', ['Choir', 'Voice', ...STRINGS, 'Oboe', 'Trumpet', 'Timpani'], null],
  ['orchestra', 'Symphony orchestra', 'orchestral', ORCHESTRA, null],
  ['string-orchestra', 'String orchestra', 'orchestral', STRINGS, null],
  ['wind-band', 'Wind band', 'orchestral', ['Flute', 'Clarinet', 'Saxophone', 'Horn', 'Trumpet', 'Trombone', 'Tuba', 'Percussion'], null],
  ['concerto-violin', 'Violin and orchestra', 'concerto', ['Violin'], null],
  ['concerto-piano', 'Piano and orchestra', 'concerto', ['Piano'], null],
  ['concerto-cello', 'Cello and orchestra', 'concerto', ['Cello'], null],
  ['concerto-flute', 'Flute and orchestra', 'concerto', ['Flute'], null],
  ['concerto-clarinet', 'Clarinet and orchestra', 'concerto', ['Clarinet'], null],
  ['concerto-trumpet', 'Trumpet and orchestra', 'concerto', ['Trumpet'], null],
];

export const ENSEMBLES: readonly EnsembleFacts[] = ENSEMBLE_ROWS.map(([id, name, group, instruments, players]) => ({
  id,
  name,
  group,
  instruments: instruments.map(instrumentByName),
  players,
}));

export function ensembleById(id: string): EnsembleFacts {
  const ensemble = ENSEMBLES.find((e) => e.id === id);
  if (!ensemble) throw new Error(`unknown ensemble ${id}`);
  return ensemble;
}
