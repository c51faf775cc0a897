import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import type { AppStore } from './state/store';
import { AssetsContext, type PageAssets } from './lib/assets-context';
import { LanguageContext } from './lib/language-context';
import type { Language } from '../shared/languages';

/** Everything around the router, identical on server and client so hydration matches. */
export function AppProviders({ store, assets, language, children }: { store: AppStore; assets: PageAssets; language: Language; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LanguageContext.Provider value={language}>
        <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
      </LanguageContext.Provider>
    </Provider>
  );
}
