import type { Language } from '../languages';

/**
 * A message module's export in a language.
 *
 * A language's browser build imports only that language's message modules, so in the browser a
 * table already is in the page's language and comes back as it is. The worker renders all seven
 * languages from one bundle: worker/i18n/install.ts registers each English export with its
 * translations once, at start, and a render asks for the one its request's language names. A
 * plain lookup, no module state that changes with the request.
 */
const translations = new WeakMap<object, Partial<Record<Language, object>>>();

/** Registers `english` (an English module's export) with the same export in each other language. */
export function registerTranslations(english: object, byLanguage: Partial<Record<Language, object>>): void {
  translations.set(english, byLanguage);
}

/** `table` (an English module's export, as the code imports it) in `language`. */
export function messagesIn<T extends object>(table: T, language: Language): T {
  return (translations.get(table)?.[language] as T | undefined) ?? table;
}
