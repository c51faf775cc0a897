/**
 * The faceted edition search (decision 036) over the whole generated catalogue in one pass.
 *
 * Each edition gets a bit mask of the chosen filters it fails. No bit: a result, counted in every
 * facet. Exactly one bit (facet f): not a result, but it would be one with f's value changed or
 * f removed, so it counts for f's values and for without[f] only (disjunctive counting). Anything
 * else is ignored. Work facts are precomputed per work, the publisher per publisher, text matches
 * and the format per (work, publisher) pair, so the pass does a few array reads per edition:
 * 100,200 editions take about a millisecond, well inside the 50 ms the issue allows. The format's
 * counts are tallied in the pass itself (results and editions failing only format): a work's
 * editions differ in format by publisher, so no tally by work or by publisher could give them.
 */
import { type FacetName, FACETS, type Facets, type FacetValue, type SearchFilters, type SearchSort } from '../../shared/search-facets';
import { type Catalogue, TERRITORY_GROUPS, territoryGroupOf } from './catalogue';
import { DOMAINS, domainIndex, FORMAT_COLUMN, INSTRUMENT_MASKS, NONE, PUBLISHER_COLUMN, SORT_RANKS, WORK_COLUMNS, WORK_FACETS } from './facet-columns';
import { ENSEMBLES, INSTRUMENTS } from './instruments';
import { parseCompositionRef } from './compositions';
import { queryTokens, tokenHits } from './matching';
import { PUBLISHERS } from './names';
import { WORKS } from './works';

const W = WORKS.length;
const P = PUBLISHERS.length;

/** One bit per facet (FACETS order), then the text query, then the legacy filters (never relaxed). */
const BIT = Object.fromEntries(FACETS.map((facet, k) => [facet, 1 << k])) as Record<FacetName, number>;
const QUERY_BIT = 1 << FACETS.length;
const LEGACY_BIT = 1 << (FACETS.length + 1);
const BITS = FACETS.length + 2;
// The failure tables are Uint16Arrays: format made it 14 bits of 16.
if (BITS > 16) throw new Error('the failure masks hold at most 16 bits: widen them to Uint32Array');

export interface FacetedRequest {
  query?: string | undefined;
  filters?: SearchFilters | undefined;
  sort?: SearchSort | undefined;
  facets?: boolean | undefined;
  instrumentRefs?: readonly string[] | undefined;
  groups?: readonly string[] | undefined;
  compositionRef?: string | undefined;
}

export interface FacetedAnswer {
  total: number;
  /** Catalogue indexes of the requested page, in the requested order. */
  indexes: number[];
  facets?: Facets;
}

/** Which (work, publisher) pairs fail the text query; bounded, as free text is unbounded. */
const queryTables = new Map<string, Uint8Array>();

function queryFails(tokens: readonly string[]): Uint8Array {
  const key = tokens.join(' ');
  let table = queryTables.get(key);
  if (table) return table;
  const { workHits, publisherHits } = tokenHits(tokens);
  table = new Uint8Array(W * P);
  for (let w = 0; w < W; w++) {
    for (let p = 0; p < P; p++) table[w * P + p] = tokens.every((_, t) => workHits[t]![w]! || publisherHits[t]![p]!) ? 0 : 1;
  }
  if (queryTables.size >= 256) queryTables.clear();
  queryTables.set(key, table);
  return table;
}

/** Per work, the bits of the chosen work-level filters (and legacy filters) it fails. */
function workFailures(filters: SearchFilters, request: FacetedRequest): Uint16Array {
  const fails = new Uint16Array(W);
  for (const facet of WORK_FACETS) {
    const value = filters[facet];
    if (value === undefined) continue;
    const wanted = domainIndex(facet, value);
    const column = WORK_COLUMNS[facet];
    for (let w = 0; w < W; w++) if (wanted === NONE || column[w] !== wanted) fails[w]! |= BIT[facet];
  }
  if (filters.instrumentRef !== undefined) {
    const i = domainIndex('instrumentRef', filters.instrumentRef);
    for (let w = 0; w < W; w++) if (i === NONE || (INSTRUMENT_MASKS[w]! & (1 << i)) === 0) fails[w]! |= BIT.instrumentRef;
  }
  // The old body's arrays: any of the instruments, any of the groups, as before this contract.
  const legacyInstruments = (request.instrumentRefs ?? []).reduce((mask, ref) => {
    const i = INSTRUMENTS.findIndex((instrument) => instrument.ref === ref);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);
  const legacyGroups = new Set(request.groups ?? []);
  // One composition's editions: a scope like the old arrays, so it too is never relaxed.
  const composition = request.compositionRef === undefined ? null : (parseCompositionRef(request.compositionRef) ?? -1);
  for (let w = 0; w < W; w++) {
    if (composition !== null && w !== composition) fails[w]! |= LEGACY_BIT;
    const ensemble = ENSEMBLES[WORK_COLUMNS.ensemble[w]!]!;
    if ((request.instrumentRefs?.length ?? 0) > 0 && (INSTRUMENT_MASKS[w]! & legacyInstruments) === 0) fails[w]! |= LEGACY_BIT;
    if (legacyGroups.size > 0 && !legacyGroups.has(ensemble.group)) fails[w]! |= LEGACY_BIT;
  }
  return fails;
}

/**
 * Per (work, publisher) pair, the bits of the chosen pair-level filters it fails: the text query
 * (its table cached by tokens) and the format. Null when neither is chosen, so the pass skips it.
 */
function pairFailures(tokens: readonly string[], filters: SearchFilters): Uint16Array | null {
  if (tokens.length === 0 && filters.format === undefined) return null;
  const query = tokens.length > 0 ? queryFails(tokens) : null;
  const format = filters.format === undefined ? null : domainIndex('format', filters.format);
  const fails = new Uint16Array(W * P);
  for (let pair = 0; pair < W * P; pair++) {
    if (query !== null && query[pair] === 1) fails[pair]! |= QUERY_BIT;
    if (format !== null && FORMAT_COLUMN[pair] !== format) fails[pair]! |= BIT.format;
  }
  return fails;
}

function publisherFailures(filters: SearchFilters): Uint16Array {
  const fails = new Uint16Array(P);
  if (filters.publisherId === undefined) return fails;
  const wanted = domainIndex('publisherId', filters.publisherId);
  for (let p = 0; p < P; p++) if (wanted === NONE || PUBLISHER_COLUMN[p] !== wanted) fails[p] = BIT.publisherId;
  return fails;
}

/** Bit g set when licence area g includes the country: region-restricted editions elsewhere fail openIn. */
function openGroups(country: string): number {
  return TERRITORY_GROUPS.reduce((mask, group, g) => (group.includes(country) ? mask | (1 << g) : mask), 0);
}

export function facetedSearch(catalogue: Catalogue, request: FacetedRequest, skip: number, top: number): FacetedAnswer {
  const filters = request.filters ?? {};
  const tokens = queryTokens(request.query ?? '');
  const workFail = workFailures(filters, request);
  const publisherFail = publisherFailures(filters);
  const pairFail = pairFailures(tokens, filters);
  const country = filters.openIn ?? null;
  const areas = country === null ? 0 : openGroups(country);

  const n = catalogue.size;
  const results = new Int32Array(n);
  const resultsByWork = new Int32Array(W);
  const resultsByPublisher = new Int32Array(P);
  // Editions failing exactly one filter, by that filter's bit and by work (publisher for its own bit).
  const nearByWork = new Int32Array(BITS * W);
  const nearByPublisher = new Int32Array(P);
  const nearTotal = new Int32Array(BITS);
  // Per format: the results and the editions failing only format (what choosing it would give).
  const formats = new Int32Array(DOMAINS.format.values.length);
  // Locals for the loop: read through the import (or BIT's properties) per edition, the format's
  // tally made the unfiltered pass over 100,200 editions 2.9 ms in Node, against 1.1 ms without
  // it; with locals it is 1.3 ms.
  const pairFormat = FORMAT_COLUMN;
  const formatBit = BIT.format;
  const publisherBit = BIT.publisherId;
  let total = 0;
  let w = 0;
  let p = 0;
  for (let i = 0; i < n; i++) {
    let mask = workFail[w]! | publisherFail[p]!;
    if (pairFail !== null) mask |= pairFail[w * P + p]!;
    if (country !== null && catalogue.restriction(i) === 1 && ((areas >> territoryGroupOf(i)) & 1) === 0) mask |= BIT.openIn;
    if (mask === 0) {
      results[total++] = i;
      resultsByWork[w]!++;
      resultsByPublisher[p]!++;
      formats[pairFormat[w * P + p]!]!++;
    } else if ((mask & (mask - 1)) === 0 && mask !== LEGACY_BIT) {
      const bit = 31 - Math.clz32(mask);
      nearTotal[bit]!++;
      nearByWork[bit * W + w]!++;
      if (mask === publisherBit) nearByPublisher[p]!++;
      else if (mask === formatBit) formats[pairFormat[w * P + p]!]!++;
    }
    if (++w === W) w = 0;
    if (++p === P) p = 0;
  }

  const indexes = pageOf(results, total, resultsByWork, request.sort ?? 'relevance', skip, top);
  if (!request.facets) return { total, indexes };
  return {
    total,
    indexes,
    facets: countFacets(filters, tokens.length > 0, total, resultsByWork, resultsByPublisher, nearByWork, nearByPublisher, nearTotal, formats),
  };
}

/**
 * The page in the requested order. Every sort key is a fact of the work, so a counting sort over
 * the works' ranks orders the results in linear time; it is stable, so catalogue order breaks ties.
 */
function pageOf(results: Int32Array, total: number, resultsByWork: Int32Array, sort: SearchSort, skip: number, top: number): number[] {
  const end = Math.min(total, skip + top);
  if (skip >= end) return [];
  if (sort === 'relevance') return Array.from(results.subarray(skip, end));
  const rank = SORT_RANKS[sort];
  const start = new Int32Array(W + 1);
  for (let w = 0; w < W; w++) start[rank[w]! + 1]! += resultsByWork[w]!;
  for (let r = 0; r < W; r++) start[r + 1]! += start[r]!;
  const sorted = new Int32Array(total);
  for (let k = 0; k < total; k++) {
    const i = results[k]!;
    sorted[start[rank[i % W]!]!++] = i;
  }
  return Array.from(sorted.subarray(skip, end));
}

function countFacets(
  filters: SearchFilters,
  hasQuery: boolean,
  total: number,
  resultsByWork: Int32Array,
  resultsByPublisher: Int32Array,
  nearByWork: Int32Array,
  nearByPublisher: Int32Array,
  nearTotal: Int32Array,
  formats: Int32Array,
): Facets {
  const bitIndex = (facet: FacetName) => 31 - Math.clz32(BIT[facet]);
  // With f chosen, editions failing only f count too; with f free, none fail it, so this adds 0.
  const withNear = (facet: FacetName, w: number) => resultsByWork[w]! + nearByWork[bitIndex(facet) * W + w]!;
  const values: Facets['values'] = {};
  for (const facet of WORK_FACETS) {
    const counts = new Array<number>(DOMAINS[facet].values.length).fill(0);
    const column = WORK_COLUMNS[facet];
    for (let w = 0; w < W; w++) if (column[w] !== NONE) counts[column[w]!]! += withNear(facet, w);
    values[facet] = listed(facet, counts);
  }
  const instruments = new Array<number>(INSTRUMENTS.length).fill(0);
  for (let w = 0; w < W; w++) {
    const count = withNear('instrumentRef', w);
    for (let i = 0; i < INSTRUMENTS.length; i++) if ((INSTRUMENT_MASKS[w]! & (1 << i)) !== 0) instruments[i]! += count;
  }
  values.instrumentRef = listed('instrumentRef', instruments);
  const publishers = new Array<number>(PUBLISHERS.length).fill(0);
  for (let p = 0; p < P; p++) publishers[PUBLISHER_COLUMN[p]!]! += resultsByPublisher[p]! + nearByPublisher[p]!;
  values.publisherId = listed('publisherId', publishers);
  values.format = listed('format', Array.from(formats));
  // Availability is counted only for the country asked about: choosing it gives the results.
  if (filters.openIn !== undefined) values.openIn = [{ value: filters.openIn, label: null, count: total }];

  const without: Facets['without'] = {};
  for (const facet of FACETS) if (filters[facet] !== undefined) without[facet] = total + nearTotal[bitIndex(facet)]!;
  if (hasQuery) without.query = total + nearTotal[FACETS.length]!;
  // Keys in the form's order, so equal searches give byte-equal answers.
  const ordered: Facets['values'] = {};
  for (const facet of FACETS) if (values[facet]) ordered[facet] = values[facet];
  return { values: ordered, without };
}

function listed(facet: Exclude<FacetName, 'openIn'>, counts: readonly number[]): FacetValue[] {
  const domain = DOMAINS[facet];
  return domain.values.map((value, k) => ({ value, label: domain.labels[k]!, count: counts[k]! }));
}
