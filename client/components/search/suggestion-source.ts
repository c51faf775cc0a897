import { fetchLookup } from './early-lookups';
import { LOOKUP_INIT, lookupUrls } from './lookup-urls';
import { readSuggestions, type Suggestion } from '../../../shared/suggestions';

// The grouping is pure and needed at render time, so it lives apart from the lookups.
export { groupSuggestions, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, type SuggestionGroup } from './suggestion-groups';

async function readLookup(url: string, signal: AbortSignal, fetchFn: typeof fetch): Promise<Suggestion[]> {
  try {
    const response = await fetchFn(url, { ...LOOKUP_INIT, signal });
    if (!response.ok) return [];
    return readSuggestions(await response.json()) ?? [];
  } catch {
    // Aborted, offline or malformed: this lookup contributes nothing, the others still count.
    return [];
  }
}

/**
 * All four lookups in parallel; a failing one just contributes nothing. Read through fetchLookup,
 * which gives an answer the boot script asked for early (./early-lookups.ts).
 */
export async function fetchSuggestions(text: string, signal: AbortSignal, fetchFn: typeof fetch = fetchLookup): Promise<Suggestion[]> {
  const lists = await Promise.all(lookupUrls(text).map((url) => readLookup(url, signal, fetchFn)));
  return lists.flat();
}
