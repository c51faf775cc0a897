import { z } from './zod';
import { RESTRICTION } from './spec';

/**
 * The faceted edition search (issue 21, decision 036): what a search may filter on, how each
 * filter is written in the site's query string and in the upstream's request body, and the
 * facet counts the upstream answers with. One module, so the demo upstream, the worker, the
 * loaders and the form agree on every name.
 *
 * Every facet takes at most one value. A facet's count for a value is the number of results the
 * search would give with that value chosen in place of the facet's current one and every other
 * filter kept (disjunctive counting); the form can therefore show exactly what each choice leads to.
 */

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

/** One normalised difficulty scale, 1 (beginner) to 5 (virtuoso); words are in the strings modules. */
export const GRADES = [1, 2, 3, 4, 5] as const;
export type Grade = (typeof GRADES)[number];

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

/** Sort orders of the results; relevance is the upstream's own (most popular first without a query). */
export const SEARCH_SORTS = ['relevance', 'title', 'composer', 'year', 'difficulty'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** ISO 3166-1 alpha-2, upper case. */
export const countrySchema = z.string().regex(/^[A-Z]{2}$/);

/**
 * The filters of an edition search, as the upstream's request body carries them (`filters`).
 * Refs and ids are the catalogue's own; `openIn` keeps only editions that can be opened in
 * that country.
 */
export const searchFiltersSchema = z.object({
  /** An exact instrumentation (ensemble id, e.g. "violin-piano"); a solo instrument is one too. */
  ensemble: z.string().min(1).max(100).optional(),
  /** Editions whose instrumentation includes this instrument. */
  instrumentRef: z.string().min(1).max(100).optional(),
  /** A search category (the filtergroups ids). */
  group: z.string().min(1).max(100).optional(),
  players: z.enum(PLAYERS).optional(),
  grade: z.literal(GRADES).optional(),
  period: z.enum(PERIODS).optional(),
  /** A key as the catalogue writes it, e.g. "D minor". */
  key: z.string().min(1).max(100).optional(),
  publisherId: z.int().positive().optional(),
  composerRef: z.string().min(1).max(100).optional(),
  duration: z.enum(DURATIONS).optional(),
  openIn: countrySchema.optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
export type FacetName = keyof SearchFilters;

/** The facets in the order the form shows them; `group` stays the old category filter. */
export const FACETS = [
  'openIn',
  'ensemble',
  'instrumentRef',
  'players',
  'grade',
  'period',
  'key',
  'composerRef',
  'publisherId',
  'duration',
  'group',
] as const satisfies readonly FacetName[];

/**
 * The body of POST /v4/search/edition and /v4/search/all beyond paging (`skip`, `top`): free
 * text, filters, sort and whether to count facets. Nothing in it depends on the visitor unless
 * `filters.openIn` is set, so answers are shared by every country but that filter's.
 */
export const facetedSearchBodySchema = z.object({
  query: z.string().max(200).optional(),
  filters: searchFiltersSchema.optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  facets: z.boolean().optional(),
});
export type FacetedSearchBody = z.infer<typeof facetedSearchBodySchema>;

/** One value of a facet and the results choosing it would give; a value may have 0. */
export const facetValueSchema = z.object({
  value: z.string().min(1),
  /** The catalogue's English label (an ensemble's, composer's or publisher's name); null where the value is its own label. */
  label: z.string().nullable(),
  count: z.int().nonnegative(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * The answer's `facets`: every value of every facet, zero counts included, and for each chosen
 * filter the total the search would give without it (`without`), so a dead end can offer what
 * to relax. `without.query` is the total without the free text.
 */
export const facetsSchema = z.object({
  // partialRecord: zod 4's record over an enum demands every key, and openIn's values and the
  // unchosen filters' `without` are absent by design.
  values: z.partialRecord(z.enum(FACETS), z.array(facetValueSchema)),
  without: z.partialRecord(z.enum([...FACETS, 'query']), z.int().nonnegative()),
});
export type Facets = z.infer<typeof facetsSchema>;

// --- regional availability -------------------------------------------------------------------

/** What a visitor in a country can do with an edition. */
export type Availability = 'open' | 'performance' | 'unavailable';

/**
 * An edition's availability in a country. A region-restricted edition opens only in its
 * `territories` (none listed: nowhere); a performance-restricted one opens everywhere, with
 * its performance restriction. Unknown country: a region restriction counts as unavailable.
 */
export function availabilityIn(edition: { restriction: number; territories?: readonly string[] | undefined }, country: string | null): Availability {
  if (edition.restriction === RESTRICTION.region) {
    return country !== null && (edition.territories ?? []).includes(country) ? 'open' : 'unavailable';
  }
  return edition.restriction === RESTRICTION.performance ? 'performance' : 'open';
}

// --- the site's query string -----------------------------------------------------------------

/** Query-string names of the filters: short, readable, stable (they are shared as links). */
export const FILTER_PARAMS: Readonly<Record<FacetName, string>> = {
  openIn: 'open',
  ensemble: 'ensemble',
  instrumentRef: 'instrument',
  group: 'group',
  players: 'players',
  grade: 'grade',
  period: 'period',
  key: 'key',
  publisherId: 'publisher',
  composerRef: 'composer',
  duration: 'duration',
};

/** What a results address holds: the text, the filters, the sort and the page. */
export interface SearchState {
  query: string;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
}

/**
 * The filters of a results address. A value that is malformed or of the wrong kind is dropped,
 * never an error: a hand-edited link still searches. `open=1` means "in the visitor's country",
 * which only the server knows, so it is passed in.
 */
export function filtersFromParams(params: URLSearchParams, country: string | null): SearchFilters {
  const raw: Record<string, unknown> = {};
  for (const facet of FACETS) {
    const text = (params.get(FILTER_PARAMS[facet]) ?? '').trim().slice(0, 100);
    if (!text) continue;
    if (facet === 'openIn') {
      if (text === '1' && country) raw.openIn = country;
    } else if (facet === 'grade' || facet === 'publisherId') {
      if (/^\d{1,6}$/.test(text)) raw[facet] = Number(text);
    } else raw[facet] = text;
  }
  const filters: SearchFilters = {};
  for (const [name, value] of Object.entries(raw)) {
    const one = searchFiltersSchema.shape[name as FacetName].safeParse(value);
    if (one.success && one.data !== undefined) Object.assign(filters, { [name]: one.data });
  }
  return filters;
}

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
