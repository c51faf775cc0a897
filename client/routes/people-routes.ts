import type { RouteObject } from 'react-router';

/** Routes of the people pages, joined into the main layout by client/routes.tsx. */
export const peopleRoutes: RouteObject[] = [];

/** Source module of each lazy page here (see ROUTE_MODULES in client/routes.tsx). */
export const peopleModules: Record<string, string> = {};
