import type { RouteObject } from 'react-router';

/** Routes of the search pages, joined into the main layout by client/routes.tsx. */
export const searchRoutes: RouteObject[] = [];

/** Source module of each lazy page here (see ROUTE_MODULES in client/routes.tsx). */
export const searchModules: Record<string, string> = {};
