import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import { messagesIn } from '../../shared/i18n/messages-in';

/**
 * The page's language, decided once: by the worker from the request (its address's prefix, or
 * the calling page's header for the BFF), by the browser from its build. It reaches the loaders
 * through the router's context and the components through React's, never through module state.
 */
export const languageContext = createContext<Language>(DEFAULT_LANGUAGE);

// Read here rather than through the framework's contextValue: this module is in every page's first
// load, and that helper would bring the framework's context creations with it (31-92 B of gzip).
interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/** A loader's page language. */
export function languageFrom(context: unknown): Language {
  return (context as LoaderContext).get(languageContext);
}

export const LanguageContext = createReactContext<Language>(DEFAULT_LANGUAGE);

/** The page's language, in a component. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A message module's export in the page's language, in a component: `const WORK_TEXT = useMessages(WORK)`. */
export function useMessages<T extends object>(table: T): T {
  return messagesIn(table, useLanguage());
}
