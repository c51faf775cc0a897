import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';
import type { PageId, PatternOf } from '../../shared/pages';
import type { PagePattern } from '../../shared/paths';

/** What a route's `path` may be: a page pattern of shared/pages.ts, or the catch-all. */
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
 * The route of one registered page (shared/pages.ts): its `id` is the page's id and its `path`
 * the pattern registered for it, the one value the type admits. The pattern is written out rather
 * than read from the registry, which would ship the whole registry in the entry chunk. The home
 * page, registered as '/', is the index route of the root's '/'.
 */
type RouteOfPage<Id extends PageId> =
  PatternOf<Id> extends '/'
    ? Omit<IndexRouteObject, 'id' | 'path'> & { id: Id; path?: never }
    : Omit<NonIndexRouteObject, 'id' | 'path' | 'children'> & { id: Id; path: PatternOf<Id>; children?: never };

/** A registered page's route: an id that is not registered, or a path that is not its page's pattern, is a type error. */
export type RegisteredRoute = { [Id in PageId]: RouteOfPage<Id> }[PageId];
