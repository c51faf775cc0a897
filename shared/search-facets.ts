import { z } from './zod';
import { DURATIONS, FACETS, FILTER_PARAMS, FORMATS, GRADES, PERIODS, PLAYERS, SEARCH_SORTS, type FacetName } from './search-state';

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
  /** What the edition prints (score, parts, both…): a fact of the edition, not of the work (decision 062). */
  format: z.enum(FORMATS).optional(),
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
  /**
   * Only editions of this composition (issue 47, decision 062): the page's own scope, not a
   * facet, so it is never relaxed and has no counts of its own.
   */
  compositionRef: z.string().min(1).max(100).optional(),
});

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

/** The zod-free half (constants, addresses, availability): see search-state.ts. */
export * from './search-state';
