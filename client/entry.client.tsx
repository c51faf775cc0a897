import './styles/app.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, RouterContextProvider } from 'react-router';
import { routes } from './routes';
import { AppProviders } from './app-providers';
import { createAppStore } from './state/store';
import { apiContext } from './lib/api-context';
import { publicConfigContext } from './lib/config-context';
import { createClientDataAccess } from './lib/client-data-access';
import { TRANSFER_STATE_GLOBAL, type TransferState } from '../shared/transfer-state';
import type { PageAssets } from './lib/assets-context';

declare global {
  interface Window {
    [TRANSFER_STATE_GLOBAL]?: TransferState & { assets: PageAssets };
  }
}

const state = window[TRANSFER_STATE_GLOBAL];
delete window[TRANSFER_STATE_GLOBAL];
if (!state) throw new Error('the server did not embed the transfer state');

const api = createClientDataAccess(state.data);
const store = createAppStore(state.config, state.app);
const router = createBrowserRouter(routes, {
  getContext() {
    const context = new RouterContextProvider();
    context.set(apiContext, api);
    context.set(publicConfigContext, state.config);
    return context;
  },
});

/**
 * The router runs the matched loaders against the transfer state (no network) and loads the
 * page's lazy chunk; hydrating before that finishes would render a fallback and mismatch.
 */
function whenInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((next) => {
      if (next.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

void whenInitialized().then(() => {
  api.discardTransferState();
  hydrateRoot(
    document,
    <AppProviders store={store} assets={state.assets}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
});
