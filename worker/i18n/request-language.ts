import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { UsedVocabulary } from '../../shared/i18n/vocabulary';

/**
 * The language of the request being answered. One worker renders every language, and renders of
 * different languages interleave (a streamed part of a German page may run between two parts of a
 * Japanese one), so the language cannot be a module variable: it travels with the request's
 * asynchronous context, into its streamed parts and the page cache's background re-render
 * (`waitUntil` work started inside the request). Probed in workerd: docs/decisions/033. The
 * catalogue words its render looks up travel with it, for the page's transfer state.
 */
interface RequestWords {
  language: Language;
  vocabulary: UsedVocabulary;
}

const storage = new AsyncLocalStorage<RequestWords>();

export function inLanguage<T>(language: Language, answer: () => T): T {
  return storage.run({ language, vocabulary: {} }, answer);
}

/** Outside any request (module evaluation, a test calling code directly): English. */
export function requestLanguage(): Language {
  return storage.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/** Keeps a catalogue word the request's render used (shared/i18n/vocabulary.ts). */
export function recordVocabulary(table: string, key: string, text: string): void {
  const words = storage.getStore();
  if (words) (words.vocabulary[table] ??= {})[key] = text;
}

/** The catalogue words the request's render used so far. */
export function usedVocabulary(): UsedVocabulary {
  return storage.getStore()?.vocabulary ?? {};
}
