import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from '../../client/routes';

/**
 * A back or forward answers each route's loader from the data its page was shown with, found by
 * route id (shared/framework/browser/page-memory.ts). A loader on a route without an id of its own would run
 * again on every return, making requests the visitor should not wait for.
 */
describe('the routes a back or forward answers from memory', () => {
  it('every route with a loader has an id, and no two share one', () => {
    const withLoader: (string | undefined)[] = [];
    const visit = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.loader) withLoader.push(route.id);
        if (route.children) visit(route.children);
      }
    };
    visit(routes as RouteObject[]);
    expect(withLoader.length).toBeGreaterThan(20);
    expect(withLoader.filter((id) => !id)).toEqual([]);
    expect(new Set(withLoader).size).toBe(withLoader.length);
  });
});
