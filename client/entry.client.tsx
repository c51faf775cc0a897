import './styles/app.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, RouterContextProvider, type RouteObject } from 'react-router';
import { routes } from './routes';
import { AppProviders } from './app-providers';
import { createAppStore } from './state/store';
import { apiContext } from './lib/api-context';
import { publicConfigContext } from './lib/config-context';
import { createClientDataAccess } from './lib/client-data-access';
import { deserializeRouteErrors } from '../shared/router-hydration';
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

const api = createClientDataAccess();
const store = createAppStore(state.config, state.app);

/**
 * The matched pages' lazy components, loaded before the router exists (their chunks are
 * modulepreloaded, so this costs no round trip). A route with anything left in `lazy` is loaded
 * and its loader run on hydration; with none left, the router starts initialised from the
 * server's loader data: no loader code, no request, no fallback render.
 */
async function resolveMatchedLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]));
      Object.assign(route, Object.fromEntries(loaded) as Partial<RouteObject>, { lazy: undefined });
    }),
  );
}

void resolveMatchedLazyRoutes().then(() => {
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: state.router.loaderData, errors: deserializeRouteErrors(state.router.errors) },
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(publicConfigContext, state.config);
      return context;
    },
  });
  hydrateRoot(
    document,
    <AppProviders store={store} assets={state.assets}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
});
