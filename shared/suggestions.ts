/**
 * The rows of the type-ahead lookups (`GET /v4/search/lookup*`), read without zod: the search
 * box's suggestions are the one read the browser makes of its own (every other read is the
 * worker's, decision 040), and zod was 25.4 KB of gzip on the way to a new visitor's first
 * suggestions (docs/decisions/067). The worker's reads use `suggestionsSchema`
 * (./schemas/search.ts), which a unit test holds to the same answers as this.
 */

/** The kinds of row, as the lookups name them. */
export const SUGGESTION_KINDS = ['artist', 'edition', 'composition', 'ensemble'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One row of a lookup. */
export interface Suggestion {
  id: string;
  label: string;
  kind: SuggestionKind;
  slug: string | null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isKind = (value: unknown): value is SuggestionKind => (SUGGESTION_KINDS as readonly unknown[]).includes(value);

/** One row, with only its own fields, or null when it is not one. */
function readSuggestion(value: unknown): Suggestion | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, label, kind, slug } = value as Record<string, unknown>;
  if (!filled(id) || !filled(label) || !isKind(kind) || !(slug === null || typeof slug === 'string')) return null;
  return { id, label, kind, slug };
}

/** A lookup's answer, or null when it is not a list of rows (one row wrong makes the whole answer wrong). */
export function readSuggestions(value: unknown): Suggestion[] | null {
  if (!Array.isArray(value)) return null;
  const rows: Suggestion[] = [];
  for (const item of value) {
    const row = readSuggestion(item);
    if (!row) return null;
    rows.push(row);
  }
  return rows;
}
