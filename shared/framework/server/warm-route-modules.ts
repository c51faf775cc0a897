import type { RouteObject } from 'react-router';

/**
 * Evaluates every page's lazily imported module (`route.lazy`) now, when the isolate starts,
 * instead of in the first request for that page.
 *
 * In the browser `lazy` splits the pages into chunks. In the worker they are all in one bundle
 * already, and evaluating a page's modules is pure CPU: the first `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` an isolate builds loads its locale data (13-16 ms here), and the page's
 * other modules add a few ms more. Left lazy, that work ran in the page's first request, before
 * its loader had started any upstream read (React Router resolves a route's `lazy` ahead of
 * calling its loader), so it added straight to the first byte. React Router's own server build
 * (framework mode) imports every route module up front for the same reason.
 *
 * The calls only start the imports; the router still asks for each property when it needs it,
 * and gets the module already evaluated. The promise settles once every module is in (a page
 * module makes its islands as it loads: ./render-document.tsx warms them after).
 */
export function warmRouteModules(routes: readonly RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const walk = (list: readonly RouteObject[]) => {
    for (const route of list) {
      if (route.lazy && typeof route.lazy === 'object') {
        for (const load of Object.values(route.lazy as Record<string, unknown>)) {
          // A module that fails here fails again, and is reported, when its page is asked for.
          if (typeof load === 'function')
            loads.push(
              Promise.resolve()
                .then(() => (load as () => unknown)())
                .catch(() => undefined),
            );
        }
      }
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return Promise.all(loads).then(() => undefined);
}
