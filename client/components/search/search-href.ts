import type { Suggestion } from '../../../shared/suggestions';
import { SEARCH_PATH, artistPath, compositionPath, workPath } from '../../../shared/paths';

/** Longer queries are cut to this many characters, in the box and in the results loader. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The visitor's text as a query: trimmed and cut by code points (never half an emoji). */
export function clampQuery(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (trimmed.length <= SEARCH_QUERY_MAX_LENGTH) return trimmed;
  return Array.from(trimmed).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();
}

/** `/search?q=…` for a query; the bare results page for an empty one. */
export function searchHref(query: string): string {
  const q = clampQuery(query);
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH;
}

/**
 * Where a suggestion leads: artists, editions and works (compositions) have pages of their own;
 * ensembles do not, so they search for their name (as does any suggestion without a slug).
 */
export function suggestionHref(suggestion: Suggestion): string {
  if (suggestion.slug) {
    if (suggestion.kind === 'artist') return artistPath(suggestion.slug);
    if (suggestion.kind === 'edition') return workPath(suggestion.slug);
    if (suggestion.kind === 'composition') return compositionPath(suggestion.slug);
  }
  return searchHref(suggestion.label);
}
