import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { routes } from '../../client/routes';
import { AppProviders } from '../../client/app-providers';
import { apiContext } from '../../client/lib/api-context';
import { publicConfigContext } from '../../client/lib/config-context';
import { createAppStore } from '../../client/state/store';
import { COOKIE_CONSENT, DESIGN_VERSION } from '../../shared/spec';
import { serializeRouteErrors } from '../../shared/router-hydration';
import { serializeForScript, TRANSFER_STATE_GLOBAL, type InitialAppState } from '../../shared/transfer-state';
import type { AppEnv } from '../app-env';
import { publicConfig } from '../config';
import { logEvent } from '../log';
import { documentAssets } from './assets';
import { fallbackPage } from './fallback-page';
import { createServerDataAccess } from './server-data-access';

let handler: StaticHandler | undefined;

/**
 * Renders a page: runs the matched loaders (reading upstream through the KV cache), then streams
 * the React document with the transfer state (the loaders' results) that lets the browser hydrate
 * without a request and without running a loader.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  handler ??= createStaticHandler(routes);
  const config = c.get('config');
  const preview = c.get('preview');
  const api = createServerDataAccess({ config, env: c.env, preview, waitUntil: (promise) => c.executionCtx.waitUntil(promise) });
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, api);
  requestContext.set(publicConfigContext, publicConfig);

  // The static handler only answers GET; HEAD is answered by Hono from this GET response.
  const request = new Request(c.req.url, { headers: c.req.raw.headers, signal: c.req.raw.signal });
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;

  const app: InitialAppState = {
    cookieConsent: getCookie(c, COOKIE_CONSENT) === 'true',
    designVersion: getCookie(c, DESIGN_VERSION) ?? null,
    showUnpublished: preview,
  };
  const { entry, ...pageAssets } = documentAssets(context.matches.map((match) => match.route.id));
  const nonce = c.get('nonce');
  const transfer = {
    config: publicConfig,
    app,
    router: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
    assets: pageAssets,
  };
  const router = createStaticRouter(handler.dataRoutes, context);

  let stream: ReadableStream;
  try {
    stream = await renderToReadableStream(
      <AppProviders store={createAppStore(publicConfig, app)} assets={transfer.assets}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
      </AppProviders>,
      {
        nonce,
        bootstrapScriptContent: `window.${TRANSFER_STATE_GLOBAL}=${serializeForScript(transfer)}`,
        bootstrapModules: [entry],
        signal: c.req.raw.signal,
        onError(error) {
          logEvent('render_error', { path: new URL(c.req.url).pathname, error: String(error) });
        },
      },
    );
  } catch (error) {
    logEvent('render_failed', { path: new URL(c.req.url).pathname, error: String(error) });
    return c.html(fallbackPage(), 500);
  }

  return new Response(stream, {
    status: context.statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The HTML depends on the visitor's cookies (consent bar, theme): never share it.
      'cache-control': 'private, no-cache',
    },
  });
}
