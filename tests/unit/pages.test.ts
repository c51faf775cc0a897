import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from '../../client/routes';
import { PAGE_LIST } from '../../shared/pages';
import { SAMPLES } from '../support/page-samples';
import { PAGE_PARAMS } from '../../shared/page-params';
// @ts-expect-error: plain .mjs build scripts without types
import { readDeclarations } from '../../scripts/pages/declarations.mjs';

/**
 * The pages' declarations (client/routes/<family>/pages.ts) and what `npm run pages` derives from
 * them: the router serves exactly the declared pages, each with its pattern, loader and
 * component; the page parameters are the declared ones; and a declaration that contradicts
 * another, or names a module that is not there, stops the script with the file named.
 */

const ROOT = resolve(__dirname, '../..');

/** `id pattern` of every leaf route, its full pattern from its parents ('*', the catch-all, is no page). */
function leafRoutes(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children?.length) return leafRoutes(route.children, path);
    return route.path === '*' ? [] : [`${route.id} ${route.index ? parent : path}`];
  });
}

interface Declared {
  id: string;
  pattern: string;
  params?: string[];
  loader?: string;
  component?: string;
}

describe('the pages, as declared', () => {
  it('are what the router serves: one route per declared page, with its id and pattern, and no other', async () => {
    const declared = ((await readDeclarations(ROOT)) as Declared[]).map((page) => `${page.id} ${page.pattern}`);
    const served = leafRoutes(routes);
    expect({
      'declared, not served': declared.filter((page) => !served.includes(page)),
      'served, not declared': served.filter((page) => !declared.includes(page)),
      'served twice': served.filter((page, index) => served.indexOf(page) !== index),
    }).toEqual({ 'declared, not served': [], 'served, not declared': [], 'served twice': [] });
  });

  it('give each route the loader and component they name, and the page parameters they list', async () => {
    const pages = (await readDeclarations(ROOT)) as Declared[];
    const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => [route, ...flat(route.children ?? [])]);
    const byId = new Map(flat(routes).map((route) => [route.id, route]));
    for (const page of pages) {
      const route = byId.get(page.id)!;
      expect(route.loader !== undefined, `${page.id}'s loader`).toBe(page.loader !== undefined);
      expect(typeof route.lazy === 'object' && route.lazy !== null && 'Component' in route.lazy, `${page.id}'s component`).toBe(page.component !== undefined);
      expect(PAGE_PARAMS[page.pattern as keyof typeof PAGE_PARAMS] ?? [], `${page.id}'s parameters`).toEqual(page.params ?? []);
    }
  });

  it('list as fixed sitemap pages only pages whose pattern is their address', () => {
    expect(PAGE_LIST.filter((page) => page.sitemap === 'fixed' && page.pattern.includes(':')).map((page) => page.id)).toEqual([]);
  });

  it('give each page demo addresses its own pattern matches', () => {
    const matches = (pattern: string, sample: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(sample.split('?')[0]!);
    expect(
      PAGE_LIST.flatMap((page) => SAMPLES[page.id].samples.filter((sample) => !matches(page.pattern, sample)).map((sample) => `${page.id}: ${sample}`)),
    ).toEqual([]);
  });
});

describe('npm run pages, reading the declarations', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  /** A copy of the route folders and what their declarations import, with one more family. */
  const withFamily = (declaration: string) => {
    copy = mkdtempSync(join(tmpdir(), 'pages-'));
    for (const folder of ['client/routes', 'shared']) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
    cpSync(join(ROOT, 'client/routes/home'), join(copy, 'client/routes/extra'), { recursive: true });
    writeFileSync(join(copy, 'client/routes/extra/pages.ts'), declaration);
    return copy;
  };

  const page = (fields: string) =>
    `import { definePages } from '../../../shared/define-pages';\nexport const extraPages = definePages({ extra: { ${fields} } });\n`;

  it('reads a new family with no other file touched', async () => {
    const root = withFamily(page(`pattern: '/extra', component: './home#HomePage', needs: 'none', group: 'x', samples: ['/extra'], about: 'x'`));
    const pages = (await readDeclarations(root)) as Declared[];
    expect(pages.find(({ id }) => id === 'extra')).toMatchObject({ pattern: '/extra', component: './home#HomePage' });
  });

  it('stops on a pattern declared twice, naming both files', async () => {
    const root = withFamily(page(`pattern: '/faq', component: './home#HomePage', needs: 'none', group: 'x', samples: ['/faq'], about: 'x'`));
    await expect(readDeclarations(root)).rejects.toThrow('pattern /faq is declared in client/routes/cms-pages/pages.ts and in client/routes/extra/pages.ts');
  });

  it('stops on a module that is not there, naming the page and the field', async () => {
    const root = withFamily(page(`pattern: '/extra', component: './nowhere#Page', needs: 'none', group: 'x', samples: ['/extra'], about: 'x'`));
    await expect(readDeclarations(root)).rejects.toThrow("client/routes/extra/pages.ts: extra's component names client/routes/extra/nowhere");
  });
});
