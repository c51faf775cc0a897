import type { SearchFilters } from './search-facets';

/**
 * The half of the faceted-search contract (search-facets.ts, decision 036) that needs no zod:
 * the scales, the facets' order and query-string names, results addresses and availability by
 * country. Pages import it without pulling zod into their first load (the search and people
 * pages did, +27 KB gzip); search-facets.ts re-exports it, so every name has one import path.
 */

export type FacetName = keyof SearchFilters;
/** Types only (erased): the answer's shapes, so a page can name them from here. */
export type { SearchFilters, Facets, FacetValue } from './search-facets';

/** Periods of composition, from the year a work was written; a work with no year has none. */
export const PERIODS = ['baroque', 'classical', 'romantic', 'twentieth', 'contemporary'] as const;
export type Period = (typeof PERIODS)[number];

/** The first year of each period (a period runs to the next one's first year). */
export const PERIOD_STARTS: Readonly<Record<Period, number>> = {
  baroque: 1600,
  classical: 1750,
  romantic: 1820,
  twentieth: 1900,
  contemporary: 1975,
};

/** The period of a year of composition, or null (no year, or before 1600). */
export function periodOfYear(year: number | null): Period | null {
  if (year === null) return null;
  let found: Period | null = null;
  for (const period of PERIODS) if (year >= PERIOD_STARTS[period]) found = period;
  return found;
}

/** One normalised difficulty scale, 1 (beginner) to 5 (virtuoso); words are in the catalogues. */
export const GRADES = [1, 2, 3, 4, 5] as const;

/** Duration ranges in minutes, [from, to): a work with no duration is in none. */
export const DURATIONS = ['under-5', '5-15', '15-30', '30-60', 'over-60'] as const;
export type Duration = (typeof DURATIONS)[number];
const DURATION_BOUNDS: Readonly<Record<Duration, readonly [number, number]>> = {
  'under-5': [0, 5],
  '5-15': [5, 15],
  '15-30': [15, 30],
  '30-60': [30, 60],
  'over-60': [60, Number.POSITIVE_INFINITY],
};

export function durationOfMinutes(minutes: number | null): Duration | null {
  if (minutes === null) return null;
  return DURATIONS.find((range) => minutes >= DURATION_BOUNDS[range][0] && minutes < DURATION_BOUNDS[range][1]) ?? null;
}

/** Number of players: one to five, then small ensembles (6 to 12), then choirs, bands and orchestras. */
export const PLAYERS = ['1', '2', '3', '4', '5', '6-12', 'large'] as const;
export type Players = (typeof PLAYERS)[number];

export function playersBucket(players: number | null): Players {
  if (players === null || players > 12) return 'large';
  if (players >= 6) return '6-12';
  return String(players) as Players;
}

/**
 * What an edition prints (issue 47): the whole score, the players' parts, both, a vocal score,
 * a piano reduction (a concerto's solo part with the orchestra on a piano), a study (miniature)
 * score, or an arrangement for other forces. Words are in the catalogues.
 */
export const FORMATS = ['score', 'parts', 'score-and-parts', 'vocal-score', 'piano-reduction', 'study-score', 'arrangement'] as const;
export type Format = (typeof FORMATS)[number];

/** Sort orders of the results; relevance is the upstream's own (most popular first without a query). */
export const SEARCH_SORTS = ['relevance', 'title', 'composer', 'year', 'difficulty'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The facets in the order the form shows them; `group` stays the old category filter. Format
 * follows the forces (instrumentation, instrument, players): a musician who has chosen what plays
 * asks next what goes on the stands (a score, the parts, both), before the music's own facts.
 */
export const FACETS = [
  'openIn',
  'ensemble',
  'instrumentRef',
  'players',
  'format',
  'grade',
  'period',
  'key',
  'composerRef',
  'publisherId',
  'duration',
  'group',
] as const satisfies readonly FacetName[];

// --- regional availability: its own module, since every page's routes need it (work banner)
// and a module the entry imports is kept whole in the entry.
export { availabilityIn } from './availability';

// --- the site's query string -----------------------------------------------------------------

/** Query-string names of the filters: short, readable, stable (they are shared as links). */
export const FILTER_PARAMS: Readonly<Record<FacetName, string>> = {
  openIn: 'open',
  ensemble: 'ensemble',
  instrumentRef: 'instrument',
  group: 'group',
  players: 'players',
  format: 'format',
  grade: 'grade',
  period: 'period',
  key: 'key',
  publisherId: 'publisher',
  composerRef: 'composer',
  duration: 'duration',
};

export function sortFromParams(params: URLSearchParams): SearchSort {
  const sort = params.get('sort');
  return (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance';
}

/** The query string of a search state: blank and default values left out, in one fixed order. */
export function searchParamsOf(state: { query: string; filters: SearchFilters; sort?: SearchSort; page?: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  for (const facet of FACETS) {
    const value = state.filters[facet];
    if (value === undefined) continue;
    params.set(FILTER_PARAMS[facet], facet === 'openIn' ? '1' : String(value));
  }
  if (state.sort && state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The filters with one facet changed (undefined removes it). */
export function withFilter(filters: SearchFilters, facet: FacetName, value: SearchFilters[FacetName] | undefined): SearchFilters {
  const next: Record<string, unknown> = { ...filters };
  if (value === undefined) delete next[facet];
  else next[facet] = value;
  return next as SearchFilters;
}

/** The chosen filters, in form order. */
export function chosenFacets(filters: SearchFilters): FacetName[] {
  return FACETS.filter((facet) => filters[facet] !== undefined);
}
