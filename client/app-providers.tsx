import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import type { AppStore } from './state/store';
import { LanguageContext } from './lib/language-context';
import type { Language } from '../shared/languages';
import { VocabularyContext } from './lib/vocabulary-context';
import type { Vocabulary } from './components/catalogue-vocabulary';

/**
 * The site's providers around the router, identical on server and client so hydration matches
 * (the framework puts the page's assets around them: shared/framework/README.md).
 */
export function AppProviders(props: { store: AppStore; language: Language; vocabulary?: Vocabulary; children: ReactNode }) {
  const { store, language, children } = props;
  const page = (
    <Provider store={store}>
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </Provider>
  );
  // The worker gives each render its language's vocabulary; the browser's build has its own.
  return props.vocabulary ? <VocabularyContext.Provider value={props.vocabulary}>{page}</VocabularyContext.Provider> : page;
}
