import type { Suggestion, SuggestionKind } from '../../../shared/suggestions';
import type { SUGGESTION_GROUP_LABELS } from '#messages/client/components/search/search';

/** Suggestions start from this many characters. */
export const SUGGEST_MIN_CHARS = 2;
/** Typing pauses at least this long before the lookups are sent. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * How long the lookups for the text in the box still wait, at `now`: the pause counts from the last
 * key, `lastKeyAt` (both on `performance.now()`'s clock), so text typed before the box's code came,
 * still since, is looked up as the box wakes, not after a pause of its own. Without a last key
 * (text that was not typed), the whole pause.
 */
export function lookupDelay(lastKeyAt: number | null, now: number): number {
  return lastKeyAt === null ? SUGGEST_DEBOUNCE_MS : Math.min(SUGGEST_DEBOUNCE_MS, Math.max(0, SUGGEST_DEBOUNCE_MS - (now - lastKeyAt)));
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  label: string;
  /** Rows of this group with their position in the whole list (the keyboard order). */
  options: Array<{ suggestion: Suggestion; index: number }>;
}

/**
 * The groups' order, here rather than read from the labels' keys, which a translation may reorder.
 * Works come before editions: a musician who types "op27no2" means the sonata, and its page lists
 * every edition of it (issue 47).
 */
const GROUP_ORDER: readonly SuggestionKind[] = ['artist', 'composition', 'edition', 'ensemble'];

/** Groups in the fixed order Artists, Works, Editions, Ensembles, named by `labels`; empty groups are left out. */
export function groupSuggestions(suggestions: readonly Suggestion[], labels: typeof SUGGESTION_GROUP_LABELS): SuggestionGroup[] {
  let index = 0;
  const groups: SuggestionGroup[] = [];
  for (const kind of GROUP_ORDER) {
    const rows = suggestions.filter((s) => s.kind === kind);
    if (rows.length === 0) continue;
    groups.push({ kind, label: labels[kind], options: rows.map((suggestion) => ({ suggestion, index: index++ })) });
  }
  return groups;
}
