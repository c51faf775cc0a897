/** Curated playlists: each is a rule over the works, and its items are the first matching editions. */
import type { Playlist, PlaylistSummary } from '../../shared/schemas/promotion';
import { type Catalogue, composerOfWork, ensembleOfWork } from './catalogue';
import type { Selection } from './lattice';
import type { PersonFacts } from './names';
import { hashString } from './random';
import { matchesAllTokens, pad, slugify, words } from './text';
import { WORKS, type WorkFacts } from './works';

type Rule = (work: WorkFacts, composer: PersonFacts) => boolean;

interface PlaylistFacts {
  title: string;
  curator: string;
  description: string;
  rule: Rule;
}

const group =
  (id: string): Rule =>
  (work) =>
    ensembleOfWork(work).group === id;
const WOMEN = new Set(['clara', 'hensel', 'beach', 'boulanger', 'price']);

const FACTS: PlaylistFacts[] = [
  {
    title: 'Romantic Piano Essentials',
    curator: 'Hannah Lockwood',
    rule: (w, c) => c.period === 'Romantic' && group('keyboard')(w, c),
    description: "Nocturnes, ballades and character pieces from the nineteenth century: the core of a pianist's Romantic repertoire.",
  },
  {
    title: 'Baroque Keyboard',
    curator: 'Matteo Rinaldi',
    rule: (w, c) => c.period === 'Baroque' && group('keyboard')(w, c),
    description: 'Suites, sonatas and preludes for harpsichord, organ or piano, from Bach and Handel to Scarlatti.',
  },
  {
    title: 'The String Quartet Through Time',
    curator: 'Ruth Aldous',
    rule: (w) => w.ensemble === 'string-quartet',
    description: 'From Haydn\'s "Emperor" to Shostakovich\'s Eighth: two centuries of the most conversational form in music.',
  },
  {
    title: 'Great Violin Concertos',
    curator: 'Daniel Osei',
    rule: (w) => w.ensemble === 'concerto-violin',
    description: 'The concertos every violinist dreams of playing, in editions with the solo part and a piano reduction.',
  },
  {
    title: 'An Evening of Lieder',
    curator: 'Hannah Lockwood',
    rule: (w, c) => w.ensemble === 'voice-piano' && c.nationality !== 'French' && c.nationality !== 'English',
    description: "German and Austrian song, from Schubert's cycles to Mahler's orchestral songs in their piano versions.",
  },
  {
    title: 'French Salon',
    curator: 'Camille Fournier',
    rule: (_, c) => c.nationality === 'French',
    description: 'Mélodies, piano pieces and chamber music from Paris around 1900, where elegance and colour mattered most.',
  },
  {
    title: 'Choral Masterworks',
    curator: 'Ruth Aldous',
    rule: group('choral'),
    description: 'Masses, requiems and oratorios for choral societies and chamber choirs, in practical vocal scores.',
  },
  {
    title: "The Cellist's Library",
    curator: 'Daniel Osei',
    rule: (w) => ensembleOfWork(w).name.includes('Cello'),
    description: 'Suites, sonatas and concertos for cello, from Bach to Shostakovich.',
  },
  {
    title: 'First Steps at the Piano',
    curator: 'Alice Moreton',
    rule: (w) => w.ensemble === 'piano' && w.difficulty <= 2,
    description: 'Short, rewarding pieces for early-grade pianists and their teachers.',
  },
  {
    title: 'Virtuoso Showpieces',
    curator: 'Matteo Rinaldi',
    rule: (w) => w.difficulty === 5 && ['keyboard', 'solo'].includes(ensembleOfWork(w).group),
    description: 'Études, rhapsodies and caprices that test the finest technique.',
  },
  {
    title: 'Women Composers',
    curator: 'Camille Fournier',
    rule: (w) => WOMEN.has(w.composer),
    description: 'Music by Clara Schumann, Fanny Hensel, Amy Beach, Lili Boulanger and Florence Price.',
  },
  {
    title: 'Made in Britain',
    curator: 'Alice Moreton',
    rule: (_, c) => c.nationality === 'English',
    description: 'From Purcell to Britten: English choral, orchestral and chamber music.',
  },
  {
    title: 'Russian Romantics and Beyond',
    curator: 'Daniel Osei',
    rule: (_, c) => c.nationality === 'Russian',
    description: 'Tchaikovsky, Rachmaninoff, Prokofiev, Stravinsky and Shostakovich: big tunes and bold rhythms.',
  },
  {
    title: 'Symphonic Landmarks',
    curator: 'Ruth Aldous',
    rule: (w) => w.ensemble === 'orchestra',
    description: 'Symphonies and orchestral showpieces in study scores, for listening with the music in front of you.',
  },
  {
    title: 'Music for String Orchestra',
    curator: 'Matteo Rinaldi',
    rule: (w) => w.ensemble === 'string-orchestra',
    description: 'Serenades, suites and concertos for string orchestras of every size.',
  },
  {
    title: 'Twentieth-Century Piano',
    curator: 'Hannah Lockwood',
    rule: (w, c) => c.period === '20th century' && w.ensemble === 'piano',
    description: 'Debussy, Ravel, Bartók and Prokofiev: the piano reinvented.',
  },
  {
    title: 'Woodwind Favourites',
    curator: 'Alice Moreton',
    rule: (w) => /Flute|Clarinet|Oboe/.test(ensembleOfWork(w).name),
    description: 'Solo pieces, sonatas and concertos for flute, oboe and clarinet.',
  },
  {
    title: 'Quiet Music for Late Evenings',
    curator: 'Camille Fournier',
    rule: (w) => w.difficulty <= 3 && (w.minutes ?? 99) <= 10,
    description: 'Short, reflective pieces to play when the house is quiet.',
  },
  {
    title: 'Chamber Music with Piano',
    curator: 'Ruth Aldous',
    rule: (w) => ['piano-trio', 'piano-quintet', 'violin-piano', 'cello-piano'].includes(w.ensemble),
    description: 'Duos, trios and quintets in which the piano is an equal partner.',
  },
  {
    title: 'Concertos for Piano',
    curator: 'Hannah Lockwood',
    rule: (w) => w.ensemble === 'concerto-piano',
    description: 'From Beethoven\'s "Emperor" to Rachmaninoff: the great concertos with the orchestra reduced for a second piano.',
  },
];

export interface PlaylistEntry {
  index: number;
  ref: string;
  slug: string;
  facts: PlaylistFacts;
  works: number[];
  words: string[];
}

export const PLAYLISTS: readonly PlaylistEntry[] = FACTS.map((facts, index) => {
  const works = WORKS.flatMap((work, w) => (facts.rule(work, composerOfWork(work)) ? [w] : []));
  return {
    index,
    ref: `PL-${pad(index + 1, 4)}`,
    slug: slugify(facts.title),
    facts,
    works,
    words: words(`${facts.title} ${facts.curator}`),
  };
});

export function playlistByRef(ref: string): PlaylistEntry | undefined {
  return PLAYLISTS.find((p) => p.ref === ref);
}

/** The playlist's items: the first 10 to 30 editions of its works (fewer if the catalogue is small). */
export function playlistItems(catalogue: Catalogue, playlist: PlaylistEntry): Selection {
  const all = catalogue.cached(`playlist:${playlist.index}`, () => catalogue.lattice.select(playlist.works, null));
  const total = Math.min(all.total, 10 + (hashString(playlist.ref) % 21));
  return { total, at: (k) => all.at(k) };
}

export function playlistSummary(catalogue: Catalogue, playlist: PlaylistEntry): PlaylistSummary {
  return {
    playlistRef: playlist.ref,
    slug: playlist.slug,
    title: playlist.facts.title,
    curator: playlist.facts.curator,
    itemCount: playlistItems(catalogue, playlist).total,
    coverPath: `/playlists/${playlist.ref}.svg`,
  };
}

export function playlistDetail(catalogue: Catalogue, playlist: PlaylistEntry): Playlist {
  return { ...playlistSummary(catalogue, playlist), description: playlist.facts.description };
}

export function searchPlaylists(query: string): PlaylistEntry[] {
  const tokens = words(query);
  return PLAYLISTS.filter((p) => matchesAllTokens(tokens, p.words));
}

/** Playlists that include works by the composer (or lyricist, or editor). */
export function playlistsForWorks(works: readonly number[]): PlaylistEntry[] {
  const set = new Set(works);
  return PLAYLISTS.filter((p) => p.works.some((w) => set.has(w)));
}
