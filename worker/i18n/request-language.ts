import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';

/**
 * The language of the request being answered. One worker renders every language, and renders of
 * different languages interleave (a streamed part of a German page may run between two parts of a
 * Japanese one), so the language cannot be a module variable: it travels with the request's
 * asynchronous context, into its streamed parts and the page cache's background re-render
 * (`waitUntil` work started inside the request). Probed in workerd: docs/decisions/033.
 */
const storage = new AsyncLocalStorage<Language>();

export function inLanguage<T>(language: Language, answer: () => T): T {
  return storage.run(language, answer);
}

/** Outside any request (module evaluation, a test calling code directly): English. */
export function requestLanguage(): Language {
  return storage.getStore() ?? DEFAULT_LANGUAGE;
}
