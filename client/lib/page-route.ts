import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';
import type { PageId, PatternOf } from '../../shared/pages';
import type { PagePattern } from '../../shared/paths';

/** What a route's `path` may be: a declared page's pattern (shared/pages.ts), or the catch-all. */
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

/**
 * The route of one declared page (client/routes/<family>/pages.ts): its `id` is the page's id and
 * its `path` the pattern declared for it, the one value the type admits, so the generated route
 * module (.generated/pages/routes.ts) is checked against the registry written beside it. The
 * home page, declared as '/', is the index route of the root's '/'.
 */
type RouteOfPage<Id extends PageId> =
  PatternOf<Id> extends '/'
    ? Omit<IndexRouteObject, 'id' | 'path'> & { id: Id; path?: never }
    : Omit<NonIndexRouteObject, 'id' | 'path' | 'children'> & { id: Id; path: PatternOf<Id>; children?: never };

/** A declared page's route: an id that is not declared, or a path that is not its page's pattern, is a type error. */
export type RegisteredRoute = { [Id in PageId]: RouteOfPage<Id> }[PageId];
