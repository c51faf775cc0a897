import { createStore } from 'jotai';
import type { PublicConfig } from '../../shared/public-config';
import type { LoaderAppState } from '../lib/app-state-context';
import type { InitialAppState } from '../../shared/app-state';
import { cookieConsentAtom, formOutcomeAtom, publicConfigAtom, showUnpublishedAtom, visitorCountryAtom } from './atoms';

/**
 * A fresh store per server request (never jotai's global default store, which would leak one
 * visitor's state into another's render) and one per page in the browser, both seeded from
 * the same values so the first client render matches the server's HTML.
 */
export function createAppStore(config: PublicConfig, app: InitialAppState) {
  const store = createStore();
  store.set(publicConfigAtom, config);
  store.set(cookieConsentAtom, app.cookieConsent);
  store.set(showUnpublishedAtom, app.showUnpublished);
  store.set(visitorCountryAtom, app.country);
  store.set(formOutcomeAtom, app.form ?? null);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The store as loaders see it (client/lib/app-state-context.ts). */
export function loaderAppState(store: AppStore): LoaderAppState {
  return {
    get config() {
      // An AppStore only comes from createAppStore, which seeds the configuration first.
      return store.get(publicConfigAtom)!;
    },
    get country() {
      return store.get(visitorCountryAtom);
    },
  };
}
