import type { LoaderFunctionArgs } from 'react-router';

type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * A route loader whose module (and the zod schemas it builds) is imported on its first call.
 * Loaders run in the worker: for the page's render, and for a client navigation's data
 * (shared/framework/server/page-data-endpoint.ts), so the browser never imports them and no loader code is in any
 * page's JavaScript. A plain function rather than React Router's `lazy.loader`, because a route
 * with anything left in `lazy` is always loaded (and its loader run) on hydration.
 */
export function lazyLoader(load: () => Promise<Loader>): Loader {
  return async (args) => (await load())(args);
}
