import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from '../../client/routes';
import { PAGE_LIST, PAGES } from '../../shared/pages';
import { SAMPLES } from '../chaos/page-families';
import { ROUTES } from '../e2e/route-visits';

/**
 * The page registry (shared/pages.ts) against what is built from it or beside it: the router, and
 * the sample addresses the fault suite and the browser tests keep per page. TypeScript already
 * refuses a route whose path is not its page's pattern and a sample table without a page; these
 * hold what it cannot see (a route missing or left over, an empty list of samples).
 */

/** `id pattern` of every leaf route, its full pattern from its parents ('*', the catch-all, is no page). */
function leafRoutes(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children?.length) return leafRoutes(route.children, path);
    return route.path === '*' ? [] : [`${route.id} ${route.index ? parent : path}`];
  });
}

describe('the page registry', () => {
  it('is what the router serves: one route per registered page, with its id and pattern, and no other', () => {
    const served = leafRoutes(routes);
    const registered = PAGE_LIST.map((page) => `${page.id} ${page.pattern}`);
    expect({
      'registered, not served': registered.filter((page) => !served.includes(page)),
      'served, not registered': served.filter((page) => !registered.includes(page)),
      'served twice': served.filter((page, index) => served.indexOf(page) !== index),
    }).toEqual({ 'registered, not served': [], 'served, not registered': [], 'served twice': [] });
  });

  it('gives every page a pattern of its own', () => {
    const patterns = PAGE_LIST.map((page) => page.pattern);
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)).toEqual([]);
  });

  it('lists as fixed sitemap pages only pages whose pattern is their address', () => {
    expect(PAGE_LIST.filter((page) => page.sitemap === 'fixed' && page.pattern.includes(':')).map((page) => page.id)).toEqual([]);
  });

  it('has an address in the fault suite for every page (tests/chaos/page-families.ts)', () => {
    expect(Object.keys(PAGES).filter((id) => !(SAMPLES[id as keyof typeof SAMPLES]?.length > 0))).toEqual([]);
  });

  it('has an address in the browser walk for every page but the help entry, which sends the visitor on (tests/e2e/route-visits.ts)', () => {
    const walked = new Set(ROUTES.map((visit) => visit.route.replace(/ \(.*\)$/, '')));
    expect(Object.keys(PAGES).filter((id) => !walked.has(id))).toEqual(['help']);
  });
});
