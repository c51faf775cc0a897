import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';

/**
 * A route object whose path is one of `Path` (the site's page patterns and the catch-all), so a
 * typo in a route is a type error. Paths are written absolute ('/work/:slug'): React Router
 * accepts an absolute child path when it starts with its parents' path, and a literal costs the
 * browser nothing beyond itself, where a helper call per route would ship in the entry chunk.
 */
export type PageRoute<Path extends string = string> =
  | (Omit<IndexRouteObject, 'path'> & { path?: Path })
  | (Omit<NonIndexRouteObject, 'path' | 'children'> & { path?: Path; children?: PageRoute<Path>[] });

/**
 * The route of one declared page: its `id` is the page's id and its `path` the pattern declared
 * for it, the one value the type admits. The page declared as '/' is the index route of the
 * layout's '/'.
 */
type RouteOfPage<Id extends string, Pattern extends string> = Pattern extends '/'
  ? Omit<IndexRouteObject, 'id' | 'path'> & { id: Id; path?: never }
  : Omit<NonIndexRouteObject, 'id' | 'path' | 'children'> & { id: Id; path: Pattern; children?: never };

/**
 * A declared page's route, for a registry of page ids to patterns: an id that is not declared, or
 * a path that is not its page's pattern, is a type error.
 */
export type RegisteredRouteOf<Patterns extends Record<string, string>> = { [Id in keyof Patterns & string]: RouteOfPage<Id, Patterns[Id]> }[keyof Patterns &
  string];
