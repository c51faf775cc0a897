import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import type { AppStore } from './state/store';
import { AssetsContext, type PageAssets } from './lib/assets-context';

/** Everything around the router, identical on server and client so hydration matches. */
export function AppProviders({ store, assets, children }: { store: AppStore; assets: PageAssets; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
    </Provider>
  );
}
