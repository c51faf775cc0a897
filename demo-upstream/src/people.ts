/** Artists: real composers and lyricists plus two invented house editors per publisher. */
import type { Artist, ArtistRole, ArtistSummary } from '../../shared/schemas/promotion';
import { artistRef, type Catalogue, editorFactsFor } from './catalogue';
import { COMPOSERS, LYRICISTS, PUBLISHERS, personSlug, type PersonFacts } from './names';
import { fold, listJoin, words } from './text';
import { WORKS } from './works';
import { ensembleById, GROUPS } from './instruments';
import type { ResidueSelection } from './lattice';

export interface ArtistEntry {
  index: number;
  ref: string;
  slug: string;
  role: ArtistRole;
  facts: PersonFacts;
  /** The editions of this artist are those of `works` from `publishers` (null: every publisher). */
  works: number[];
  publishers: number[] | null;
  words: string[];
}

function entry(index: number, role: ArtistRole, facts: PersonFacts, works: number[], publishers: number[] | null): ArtistEntry {
  return { index, ref: artistRef(index), slug: personSlug(facts), role, facts, works, publishers, words: words(facts.name) };
}

const workIndexes = (keep: (w: number) => boolean) => WORKS.flatMap((_, w) => (keep(w) ? [w] : []));

export const ARTISTS: readonly ArtistEntry[] = [
  ...COMPOSERS.map((c, i) =>
    entry(
      i,
      'composer',
      c,
      workIndexes((w) => WORKS[w]!.composer === c.key),
      null,
    ),
  ),
  ...LYRICISTS.map((l, i) =>
    entry(
      COMPOSERS.length + i,
      'lyricist',
      l,
      workIndexes((w) => WORKS[w]!.lyricist === l.key),
      null,
    ),
  ),
  ...PUBLISHERS.flatMap((_, p) =>
    [0, 1].map((slot) =>
      entry(
        COMPOSERS.length + LYRICISTS.length + p * 2 + slot,
        'editor',
        editorFactsFor(p, slot),
        workIndexes((w) => w % 2 === slot),
        [p],
      ),
    ),
  ),
];

const BY_REF = new Map(ARTISTS.map((a) => [a.ref, a]));
const BY_SLUG = new Map(ARTISTS.map((a) => [a.slug, a]));

export function artistByRef(ref: string): ArtistEntry | undefined {
  return BY_REF.get(ref);
}

export function artistBySlug(slug: string): ArtistEntry | undefined {
  return BY_SLUG.get(slug);
}

export function artistEditions(catalogue: Catalogue, artist: ArtistEntry, publisher: number | null = null): ResidueSelection {
  const publishers = publisher === null ? artist.publishers : (artist.publishers ?? [publisher]).filter((p) => p === publisher);
  return catalogue.cached(`artist:${artist.index}:${publisher ?? '*'}`, () => catalogue.lattice.select(artist.works, publishers));
}

export function artistSummary(catalogue: Catalogue, artist: ArtistEntry): ArtistSummary {
  return {
    artistRef: artist.ref,
    slug: artist.slug,
    name: artist.facts.name,
    role: artist.role,
    birthYear: artist.facts.born,
    deathYear: artist.facts.died,
    portraitPath: artist.role === 'editor' ? null : `/artists/${artist.ref}.svg`,
    editionCount: artistEditions(catalogue, artist).total,
  };
}

export function artistDetail(catalogue: Catalogue, artist: ArtistEntry): Artist {
  const summary = artistSummary(catalogue, artist);
  return {
    ...summary,
    biography: biography(artist, summary.editionCount),
    nationality: artist.facts.nationality,
    period: artist.facts.period,
  };
}

/** Most editions first, then by name: the deterministic "popular" order. */
export function byPopularity(catalogue: Catalogue, artists: readonly ArtistEntry[]): ArtistEntry[] {
  return [...artists].sort((a, b) => artistEditions(catalogue, b).total - artistEditions(catalogue, a).total || a.facts.name.localeCompare(b.facts.name));
}

/**
 * Artists with a name word starting with any token of the query ("beethoven sonata" finds
 * Beethoven). Ranked by how many tokens matched, then name or surname prefix matches, then
 * popularity. An empty query lists everyone by popularity.
 */
export function searchArtists(catalogue: Catalogue, query: string, publisher: number | null = null): ArtistEntry[] {
  const tokens = words(query);
  const folded = fold(query.trim());
  const hits = (a: ArtistEntry) => tokens.filter((t) => a.words.some((w) => w.startsWith(t))).length;
  let found = tokens.length === 0 ? [...ARTISTS] : ARTISTS.filter((a) => hits(a) > 0);
  if (publisher !== null) found = found.filter((a) => artistEditions(catalogue, a, publisher).total > 0);
  const starts = (a: ArtistEntry) => (folded !== '' && (fold(a.facts.name).startsWith(folded) || fold(a.facts.surname).startsWith(folded)) ? 1 : 0);
  const popular = byPopularity(catalogue, found);
  const rank = new Map(popular.map((a, i) => [a, i]));
  return popular.sort((a, b) => hits(b) - hits(a) || starts(b) - starts(a) || rank.get(a)! - rank.get(b)!);
}

/** Artists whose surname starts with the letter, A to Z by surname. */
export function artistsByLetter(letter: string): ArtistEntry[] {
  const initial = fold(letter);
  return ARTISTS.filter((a) => fold(a.facts.surname).startsWith(initial)).sort(
    (a, b) => fold(a.facts.surname).localeCompare(fold(b.facts.surname)) || a.facts.name.localeCompare(b.facts.name),
  );
}

/**
 * Related artists: composers of the same period, the composers who set a lyricist's texts, or
 * the other editors of the same publisher. With a publisher, only artists it publishes.
 */
export function relatedArtists(catalogue: Catalogue, artist: ArtistEntry, publisher: number | null): ArtistEntry[] {
  let related: ArtistEntry[];
  if (artist.role === 'composer') {
    related = ARTISTS.filter((a) => a.role === 'composer' && a.facts.period === artist.facts.period);
  } else if (artist.role === 'lyricist') {
    const composers = new Set(artist.works.map((w) => WORKS[w]!.composer));
    related = ARTISTS.filter((a) => (a.role === 'composer' && composers.has(a.facts.key)) || a.role === 'lyricist');
  } else {
    related = ARTISTS.filter((a) => a.role === 'editor' && a.publishers?.[0] === artist.publishers?.[0]);
  }
  related = related.filter((a) => a !== artist);
  if (publisher !== null) related = related.filter((a) => artistEditions(catalogue, a, publisher).total > 0);
  return byPopularity(catalogue, related);
}

const GROUP_PHRASES: Record<string, string> = {
  keyboard: 'keyboard music',
  solo: 'solo instrumental works',
  chamber: 'chamber music',
  vocal: 'songs',
  choral: 'choral works',
  orchestral: 'orchestral scores',
  concerto: 'concertos',
};

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');

function lifespan(facts: PersonFacts): string {
  if (facts.born === null) return '';
  return facts.died === null ? ` (born ${facts.born})` : ` (${facts.born}–${facts.died})`;
}

function biography(artist: ArtistEntry, editionCount: number): string {
  const { facts } = artist;
  const titles = artist.works.slice(0, 3).map((w) => WORKS[w]!.title);
  if (artist.role === 'composer') {
    const era = facts.period === 'Contemporary' ? 'our own time' : facts.period === '20th century' ? 'the twentieth century' : `the ${facts.period} period`;
    const verb = facts.died === null ? 'is' : 'was';
    const groups = new Set(artist.works.map((w) => ensembleById(WORKS[w]!.ensemble).group));
    const kinds = GROUPS.filter((g) => groups.has(g.id)).map((g) => GROUP_PHRASES[g.id] ?? g.name.toLowerCase());
    return (
      `${facts.name}${lifespan(facts)} ${verb} ${article(facts.nationality)} ${facts.nationality} composer of ${era}. ` +
      `The library holds ${editionCount} editions of their music, from ${listJoin(kinds)}, ` +
      `among them ${listJoin(titles)}. Compare editions side by side to find the text and layout that suit your performance.`
    );
  }
  if (artist.role === 'lyricist') {
    const composers = [...new Set(artist.works.map((w) => WORKS[w]!.composer))].map((key) => COMPOSERS.find((c) => c.key === key)!.name);
    return (
      `${facts.name}${lifespan(facts)} was ${article(facts.nationality)} ${facts.nationality} poet whose verse inspired some of the ` +
      `best-loved songs of the nineteenth century. Settings in the library include ${listJoin(titles)} by ${listJoin(composers)}.`
    );
  }
  const publisher = PUBLISHERS[artist.publishers![0]!]!.name;
  return (
    `${facts.name} is a house editor at ${publisher}, with ${editionCount} editions in the library. ` +
    `Their editions combine a close reading of the sources with practical advice for performers.`
  );
}
