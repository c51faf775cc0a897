import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import type { AppStore } from './state/store';
import { AssetsContext, type PageAssets } from './lib/assets-context';
import { LanguageContext } from './lib/language-context';
import type { Language } from '../shared/languages';
import { VocabularyContext } from './lib/vocabulary-context';
import type { Vocabulary } from './components/catalogue-vocabulary';

/** Everything around the router, identical on server and client so hydration matches. */
export function AppProviders(props: { store: AppStore; assets: PageAssets; language: Language; vocabulary?: Vocabulary; children: ReactNode }) {
  const { store, assets, language, children } = props;
  const page = (
    <Provider store={store}>
      <LanguageContext.Provider value={language}>
        <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
      </LanguageContext.Provider>
    </Provider>
  );
  // The worker gives each render its language's vocabulary; the browser's build has its own.
  return props.vocabulary ? <VocabularyContext.Provider value={props.vocabulary}>{page}</VocabularyContext.Provider> : page;
}
