import {
  DURATIONS,
  FACETS,
  FILTER_PARAMS,
  FORMATS,
  GRADES,
  PERIODS,
  PLAYERS,
  searchParamsOf,
  type FacetName,
  type FacetValue,
  type SearchFilters,
  type SearchSort,
} from '../../../shared/search-state';
import { SEARCH_PATH } from '../../../shared/paths';
import { clampQuery } from '../../components/search/search-href';

/**
 * The facets form's fields as query-string names and values ('' for none), and the results
 * address they make. Every address goes through searchParamsOf, so one state has one address
 * (one fixed order, no blanks, no page: a changed filter starts again at page 1).
 */
export type SearchFields = Record<string, string>;

export const FIELD_NAMES = ['q', ...FACETS.map((facet) => FILTER_PARAMS[facet]), 'sort'] as const;

export function fieldsOf(query: string, filters: SearchFilters, sort: SearchSort): SearchFields {
  const params = searchParamsOf({ query, filters, sort });
  const fields: SearchFields = Object.fromEntries(FIELD_NAMES.map((name) => [name, params.get(name) ?? '']));
  fields.sort = sort;
  return fields;
}

/**
 * Where a facets form goes: /search, or a list page narrowed by facets (an instrument's,
 * publisher's or composer's editions) at its own path, whose own query parameters (`fixed`, e.g.
 * "publisherId=4") come first in every address.
 */
export interface FacetsTarget {
  path: string;
  fixed: string;
}
export const SEARCH_TARGET: FacetsTarget = { path: SEARCH_PATH, fixed: '' };

/** A results address: /search plus the state's query string (nothing when it is all defaults). */
export function searchHref(state: { query: string; filters: SearchFilters; sort?: SearchSort; page?: number }): string {
  return resultsPath(searchParamsOf(state), SEARCH_TARGET);
}

/** The target's path with its own parameters and `params`, or bare when there are none. */
function resultsPath(params: URLSearchParams, { path, fixed }: FacetsTarget): string {
  const text = [fixed, params.toString()].filter(Boolean).join('&');
  return text ? `${path}?${text}` : path;
}

/**
 * The address the fields make: their names in FIELD_NAMES order (searchParamsOf's), blanks and
 * the default sort left out. Not parsed into filters here: that needs the contract's zod schemas,
 * which would join the page's first load; the loader checks every value anyway.
 */
export function hrefOfFields(fields: SearchFields, target: FacetsTarget = SEARCH_TARGET): string {
  const params = new URLSearchParams();
  for (const name of FIELD_NAMES) {
    const value = name === 'q' ? clampQuery(fields.q) : (fields[name] ?? '').trim();
    if (value && !(name === 'sort' && value === 'relevance')) params.set(name, value);
  }
  return resultsPath(params, target);
}

/** The fixed order of the scales and of the formats; the other facets keep the upstream's order. */
const SCALES: Partial<Record<FacetName, readonly (string | number)[]>> = {
  players: PLAYERS,
  format: FORMATS,
  grade: GRADES,
  period: PERIODS,
  duration: DURATIONS,
};

export function inFormOrder(facet: FacetName, values: FacetValue[]): FacetValue[] {
  const scale = SCALES[facet]?.map(String);
  if (!scale) return values;
  return [...values].sort((a, b) => scale.indexOf(a.value) - scale.indexOf(b.value));
}
