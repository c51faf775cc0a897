import type { MiddlewareHandler } from 'hono';
import type { AppEnv, RenderPageFor } from '../app-env';

/**
 * Hands the BFF the page renderer, for the answers to native form posts that are pages
 * (docs/decisions/041). Through the context rather than an import: the API's modules stay free
 * of the renderer, which needs the client build's manifests, so they load anywhere (unit tests
 * in Node, a test app of a few routes).
 */
export function pageRenderer(render: RenderPageFor): MiddlewareHandler<AppEnv> {
  return async function pageRenderer(c, next) {
    c.set('renderPageFor', render);
    await next();
  };
}
