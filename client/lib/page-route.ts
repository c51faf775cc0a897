import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';
import type { PagePattern } from '../../shared/paths';

/** What a route's `path` may be: a page pattern of shared/paths.ts, or the catch-all. */
type PagePath = PagePattern | '*';

/**
 * A route object whose path is one of the site's page patterns, so a typo in a route is a type
 * error. Paths are written absolute ('/work/:slug'): React Router accepts an absolute child path
 * when it starts with its parents' path, and a literal costs the browser nothing beyond itself,
 * where a helper call per route would ship in the entry chunk.
 */
export type PageRoute =
  | (Omit<IndexRouteObject, 'path'> & { path?: PagePath })
  | (Omit<NonIndexRouteObject, 'path' | 'children'> & { path?: PagePath; children?: PageRoute[] });
