import { useEffect, useState } from 'react';
import type { Suggestion } from '../../../shared/suggestions';
import { takeOverLookups } from './early-lookups';
import { loadSuggestionSource } from './load-suggestion-source';
import { lookupDelay, SUGGEST_MIN_CHARS } from './suggestion-groups';

/** Suggestions and the query they answer. */
export interface SuggestionResult {
  query: string;
  suggestions: Suggestion[];
}

/**
 * Type-ahead suggestions for `text`. Each change of text cancels the previous one: a lookup
 * still waiting for its debounce is never sent, and one in flight is aborted, so only the
 * latest query can ever produce a result. Callers compare `result.query` with their current
 * text before showing anything, so a result is never shown under a text it does not answer.
 * The lookups wait for typing to pause, counted from `lastKeyAt`, the time of the last key
 * (lookupDelay), read as the text changes. From the box's first render on, it asks for its own
 * lookups; those the boot script asked for before (./early-lookups.ts) are read once, by address.
 */
export function useSuggestions(text: string, lastKeyAt: { readonly current: number | null }): SuggestionResult | null {
  const [result, setResult] = useState<SuggestionResult | null>(null);
  const query = text.trim();

  // The box's code runs: it asks for its own lookups from now on.
  useEffect(takeOverLookups, []);

  useEffect(() => {
    if (query.length < SUGGEST_MIN_CHARS) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    // The lookups' code loads during the debounce (it is usually there since the box was focused).
    const source = loadSuggestionSource();
    const lookUp = () =>
      void source
        .then(({ fetchSuggestions }) => (controller.signal.aborted ? null : fetchSuggestions(query, controller.signal)))
        .then((suggestions) => {
          if (suggestions && !controller.signal.aborted) setResult({ query, suggestions });
        });
    const timer = setTimeout(lookUp, lookupDelay(lastKeyAt.current, performance.now()));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lastKeyAt]);

  return result;
}
