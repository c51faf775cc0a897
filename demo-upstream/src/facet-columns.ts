/**
 * The catalogue's facts as columns for the faceted search (facets.ts). Every facet but the
 * publisher, the format and regional availability is a fact of the work, so one small typed array
 * per facet, indexed by work, describes all of an arbitrarily large catalogue; the format is one of
 * the (work, publisher) pair, so one array indexed by pair. A search reads them instead of
 * building 100,000 edition objects.
 */
import { DURATIONS, durationOfMinutes, type FacetName, FORMATS, GRADES, PERIODS, periodOfYear, PLAYERS, playersBucket } from '../../shared/search-facets';
import { artistRef, COMPOSER_INDEX, composerOfWork, ensembleOfWork, formatOfPair } from './catalogue';
import { ENSEMBLES, GROUPS, INSTRUMENTS } from './instruments';
import { COMPOSERS, PUBLISHERS } from './names';
import { WORKS } from './works';

/** A work-level value that no filter can choose (no year, no key, no duration). */
export const NONE = 255;

/** One facet's possible values, in the order the answer lists them, with their labels. */
export interface FacetDomain {
  values: readonly string[];
  labels: readonly (string | null)[];
}

function unlabelled(values: readonly string[]): FacetDomain {
  return { values, labels: values.map(() => null) };
}

/** Composers with at least one work: the others can never be a result. */
const COMPOSERS_IN_USE = COMPOSERS.map((_, c) => c).filter((c) => WORKS.some((work) => COMPOSER_INDEX.get(work.composer) === c));
const KEYS = [...new Set(WORKS.flatMap((work) => (work.key === null ? [] : [work.key])))].sort((a, b) => a.localeCompare(b, 'en'));
const PUBLISHERS_BY_NAME = PUBLISHERS.map((_, p) => p).sort((a, b) => PUBLISHERS[a]!.name.localeCompare(PUBLISHERS[b]!.name, 'en'));

/** The single-valued work facts; instrumentRef (several per work) is a bit mask instead. */
export type WorkFacet = 'ensemble' | 'group' | 'players' | 'grade' | 'period' | 'key' | 'composerRef' | 'duration';
export const WORK_FACETS: readonly WorkFacet[] = ['ensemble', 'group', 'players', 'grade', 'period', 'key', 'composerRef', 'duration'];

/** Every facet's domain but openIn's, which is the one country asked about. */
export const DOMAINS: Readonly<Record<Exclude<FacetName, 'openIn'>, FacetDomain>> = {
  ensemble: { values: ENSEMBLES.map((e) => e.id), labels: ENSEMBLES.map((e) => e.name) },
  instrumentRef: { values: INSTRUMENTS.map((i) => i.ref), labels: INSTRUMENTS.map((i) => i.name) },
  group: { values: GROUPS.map((g) => g.id), labels: GROUPS.map((g) => g.name) },
  players: unlabelled(PLAYERS),
  format: unlabelled(FORMATS),
  grade: unlabelled(GRADES.map(String)),
  period: unlabelled(PERIODS),
  key: unlabelled(KEYS),
  composerRef: { values: COMPOSERS_IN_USE.map(artistRef), labels: COMPOSERS_IN_USE.map((c) => COMPOSERS[c]!.name) },
  publisherId: { values: PUBLISHERS_BY_NAME.map((p) => String(p + 1)), labels: PUBLISHERS_BY_NAME.map((p) => PUBLISHERS[p]!.name) },
  duration: unlabelled(DURATIONS),
};

/** Position of a value in its domain, or NONE (an unknown value matches nothing). */
export function domainIndex(facet: Exclude<FacetName, 'openIn'>, value: string | number | null): number {
  if (value === null) return NONE;
  const at = DOMAINS[facet].values.indexOf(String(value));
  return at < 0 ? NONE : at;
}

function column(value: (w: number) => number): Uint8Array {
  return Uint8Array.from(WORKS, (_, w) => value(w));
}

/** Per work, the index of its value in each single-valued facet's domain. */
export const WORK_COLUMNS: Readonly<Record<WorkFacet, Uint8Array>> = {
  ensemble: column((w) => domainIndex('ensemble', WORKS[w]!.ensemble)),
  group: column((w) => domainIndex('group', ensembleOfWork(WORKS[w]!).group)),
  players: column((w) => domainIndex('players', playersBucket(ensembleOfWork(WORKS[w]!).players))),
  grade: column((w) => domainIndex('grade', WORKS[w]!.difficulty)),
  period: column((w) => domainIndex('period', periodOfYear(WORKS[w]!.year))),
  key: column((w) => domainIndex('key', WORKS[w]!.key)),
  composerRef: column((w) => domainIndex('composerRef', artistRef(COMPOSER_INDEX.get(WORKS[w]!.composer)!))),
  duration: column((w) => domainIndex('duration', durationOfMinutes(WORKS[w]!.minutes))),
};

/** Per work, one bit per instrument of its ensemble (22 instruments fit in 32 bits). */
export const INSTRUMENT_MASKS = Uint32Array.from(WORKS, (work) => ensembleOfWork(work).instruments.reduce((mask, i) => mask | (1 << i), 0));
if (INSTRUMENTS.length > 32) throw new Error('instrument masks hold at most 32 instruments');

/** Per publisher index, its position in the publisher facet's domain (which is by name). */
export const PUBLISHER_COLUMN = Uint8Array.from(PUBLISHERS, (_, p) => domainIndex('publisherId', p + 1));

/**
 * Per (work, publisher) pair, at w * P + p, the index of its format in FORMATS: every edition of
 * the pair has it (catalogue.ts formatOfPair); a byte per pair, a few kilobytes in all.
 */
export const FORMAT_COLUMN = Uint8Array.from({ length: WORKS.length * PUBLISHERS.length }, (_, pair) =>
  domainIndex('format', formatOfPair(Math.floor(pair / PUBLISHERS.length), pair % PUBLISHERS.length)),
);

/**
 * Works in each sort order as ranks: equal keys share a rank, so the catalogue index breaks
 * ties. Year puts works with no year last; composer sorts by the composer's name.
 */
function ranks(compare: (a: number, b: number) => number): Uint16Array {
  const order = WORKS.map((_, w) => w).sort(compare);
  const rank = new Uint16Array(WORKS.length);
  let current = 0;
  order.forEach((w, k) => {
    if (k > 0 && compare(order[k - 1]!, w) !== 0) current = k;
    rank[w] = current;
  });
  return rank;
}

const byText = (text: (w: number) => string) => (a: number, b: number) => text(a).localeCompare(text(b), 'en');

export const SORT_RANKS = {
  title: ranks(byText((w) => WORKS[w]!.title)),
  composer: ranks(byText((w) => composerOfWork(WORKS[w]!).name)),
  year: ranks((a, b) => (WORKS[a]!.year ?? Number.POSITIVE_INFINITY) - (WORKS[b]!.year ?? Number.POSITIVE_INFINITY) || 0),
  difficulty: ranks((a, b) => WORKS[a]!.difficulty - WORKS[b]!.difficulty),
} as const;
