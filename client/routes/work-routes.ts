import type { RouteObject } from 'react-router';

/** Routes of the work pages, joined into the main layout by client/routes.tsx. */
export const workRoutes: RouteObject[] = [];

/** Source module of each lazy page here (see ROUTE_MODULES in client/routes.tsx). */
export const workModules: Record<string, string> = {};
