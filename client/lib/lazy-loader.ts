import type { LoaderFunctionArgs } from 'react-router';
import { preloadListsReady } from './preload-lists';

type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * A route loader whose module (and the zod schemas it builds) is imported on its first call.
 * The browser hydrates from the server's loader data, so the first call is the first client
 * navigation to the route: no loader code is in the first-load JavaScript. A plain function
 * rather than React Router's `lazy.loader`, because a route with anything left in `lazy` is
 * always loaded (and its loader run) on hydration, whatever hydration data it has.
 */
export function lazyLoader(load: () => Promise<Loader>): Loader {
  return async (args) => {
    // Preload lists on their way come first, so the module's chunks load together (./preload-lists.ts);
    // what every page after the first needs loads beside them.
    const [loader] = await Promise.all([preloadListsReady().then(load), ...prerequisites.map((ready) => ready())]);
    return loader(args);
  };
}

const prerequisites: Array<() => Promise<unknown>> = [];

/**
 * Something every client loader waits for, asked for by the first one: data the first load left
 * out because the server's render had it (the catalogue vocabulary's whole tables).
 */
export function beforeClientLoaders(ready: () => Promise<unknown>): void {
  prerequisites.push(ready);
}
