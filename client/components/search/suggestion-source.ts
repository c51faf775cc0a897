import { bffUrl, type QueryValue } from '../../../shared/data-access';
import { readSuggestions, type Suggestion } from '../../../shared/suggestions';

// The grouping is pure and needed at render time, so it lives apart from the lookups.
export { groupSuggestions, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, type SuggestionGroup } from './suggestion-groups';

/** The four type-ahead lookups (GET, through the BFF) and how many rows each contributes. */
const LOOKUPS: ReadonlyArray<{ path: string; query: (text: string) => Record<string, QueryValue> }> = [
  { path: '/v4/search/lookupartist', query: (text) => ({ artist: text, top: 5 }) },
  { path: '/v4/search/lookupedition', query: (text) => ({ edition: text, top: 5 }) },
  { path: '/v4/search/lookupcomposition', query: (text) => ({ queryString: text, top: 5 }) },
  { path: '/v4/search/lookupensemble', query: (text) => ({ queryString: text, top: 3 }) },
];

/** The BFF addresses the lookups for `text` are read from (tests watch for them). */
export function lookupUrls(text: string): string[] {
  return LOOKUPS.map((lookup) => bffUrl({ family: 'search', path: lookup.path, query: lookup.query(text) }));
}

async function readLookup(url: string, signal: AbortSignal, fetchFn: typeof fetch): Promise<Suggestion[]> {
  try {
    const response = await fetchFn(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return [];
    return readSuggestions(await response.json()) ?? [];
  } catch {
    // Aborted, offline or malformed: this lookup contributes nothing, the others still count.
    return [];
  }
}

/** All four lookups in parallel; a failing one just contributes nothing. */
export async function fetchSuggestions(text: string, signal: AbortSignal, fetchFn: typeof fetch = fetch): Promise<Suggestion[]> {
  const lists = await Promise.all(lookupUrls(text).map((url) => readLookup(url, signal, fetchFn)));
  return lists.flat();
}
