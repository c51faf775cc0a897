// The pages' declarations → the modules derived from them, in .generated/pages/ (git ignores it),
// which the code imports as `#pages/<name>` (package.json "imports"):
// - routes.ts: the pages' route objects, joined under the layout by client/routes.tsx;
// - params.ts: the query parameters each page reads, by pattern (shared/page-params.ts);
// - registry.ts: each page's pattern, family and sitemap listing (shared/pages.ts), for the
//   worker, the build and the tests;
// - samples.ts: each page's demo addresses and fault-suite needs and group, for the tests only.
// The browser imports routes.ts and params.ts only, the worker registry.ts besides.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { moduleExport, splitNarrowed } from './declarations.mjs';

export const PAGES_DIR = '.generated/pages';

const HEADER = '// Written by `npm run pages` from client/routes/*/pages.ts: do not edit. Each page is declared there.';

/** A path from a generated module to a source file (from the root), without its extension. */
const fromGenerated = (path) => posix.relative(PAGES_DIR, path);

const quote = (value) => JSON.stringify(value);

/** The route objects' module. */
function routesModule(pages) {
  // Each handle module imported once, a name given an alias only where two modules share it.
  const handles = new Map();
  const names = new Set();
  const handleOf = (page) => {
    const { path, name } = moduleExport(page.file, page.handle);
    if (!handles.has(path)) handles.set(path, new Map());
    const fromModule = handles.get(path);
    if (!fromModule.has(name)) {
      fromModule.set(name, names.has(name) ? `${name}${names.size}` : name);
      names.add(name);
    }
    return fromModule.get(name);
  };
  const lazyImport = (page, field) => {
    const { path, name } = moduleExport(page.file, page[field]);
    return `() => import('${fromGenerated(path)}').then((m) => m.${name})`;
  };
  const routes = pages.map((page) => {
    const lines = [`    id: '${page.id}',`, page.pattern === '/' ? '    index: true,' : `    path: '${page.pattern}',`];
    if (page.loader) lines.push(`    loader: lazyLoader(${lazyImport(page, 'loader')}),`);
    const handle = [page.handle ? `...${handleOf(page)}` : null, page.pageView ? `pageView: ${quote(page.pageView)}` : null].filter(Boolean);
    if (handle.length) lines.push(`    handle: { ${handle.join(', ')} },`);
    if (page.component) lines.push(`    lazy: { Component: ${lazyImport(page, 'component')} },`);
    return `  {\n${lines.join('\n')}\n  },`;
  });
  const imports = [...handles].map(([path, fromModule]) => {
    const list = [...fromModule].map(([name, alias]) => (alias === name ? name : `${name} as ${alias}`));
    return `import { ${list.join(', ')} } from '${fromGenerated(path)}';`;
  });
  return `${HEADER}
import type { RegisteredRoute } from '../../shared/pages';
import { lazyLoader } from '../../shared/framework/page';
${imports.join('\n')}

/**
 * Every declared page's route: its id and pattern, its loader (run in the worker only), its
 * handle, and its component in a chunk of its own. A fresh \`lazy\` object per route: the router
 * clears a lazy property once it has loaded it, so a shared one would leave a second route with
 * no component.
 */
export const pageRoutes: RegisteredRoute[] = [
${routes.join('\n')}
];
`;
}

/** The page parameters' module: a list that ends with the facets' names reads as that list. */
function paramsModule(pages, narrowedList) {
  const rows = pages
    .filter((page) => page.params?.length)
    .map(({ pattern, params }) => {
      const { own, narrowed } = splitNarrowed(params, narrowedList);
      const value = narrowed ? (own.length ? `[${own.map(quote).join(', ')}, ...NARROWED_LIST]` : 'NARROWED_LIST') : `[${own.map(quote).join(', ')}]`;
      return `  '${pattern}': ${value},`;
    });
  return `${HEADER}
import type { PagePattern } from '../../shared/pages';
import { NARROWED_LIST } from '../../shared/narrowed-list';

/** The query parameters each page reads, by pattern; a page that reads none is left out. */
export const PAGE_PARAMS: Partial<Readonly<Record<PagePattern, readonly string[]>>> = {
${rows.join('\n')}
};
`;
}

/** A module exporting one `as const` table, a row per page by id, in the routes' order. */
function tableModule(name, doc, pages, rowOf) {
  const rows = pages.map((page) => `  ${quote(page.id)}: ${quote(rowOf(page))},`);
  return `${HEADER}

/** ${doc} */
export const ${name} = {
${rows.join('\n')}
} as const;
`;
}

/** The registry's module: what the worker and the build read of each page. */
const registryModule = (pages) =>
  tableModule('PAGES', "Every declared page by id, in the routes' order.", pages, ({ pattern, family, sitemap, newestOf }) => ({
    pattern,
    family,
    ...(sitemap ? { sitemap } : {}),
    ...(newestOf ? { newestOf } : {}),
  }));

/**
 * The tests' module: each page's demo addresses and what the fault suite holds it to. Only the
 * tests import it, so no demo address is in the worker's bundle (build/worker-bundle.mjs checks).
 */
const samplesModule = (pages) =>
  tableModule(
    'PAGE_SAMPLES',
    "Every declared page's demo addresses, fault-suite needs and group, by id, in the routes' order.",
    pages,
    ({ needs, group, samples }) => ({ needs, group, samples }),
  );

/** Writes `text` to `file` unless it is there already; returns whether it wrote. */
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}

/** Writes the four modules under `root`; returns the files written (those that changed). */
export function generatePageModules(pages, narrowedList, root = '.') {
  const modules = {
    'routes.ts': routesModule(pages),
    'params.ts': paramsModule(pages, narrowedList),
    'registry.ts': registryModule(pages),
    'samples.ts': samplesModule(pages),
  };
  return Object.entries(modules)
    .filter(([name, text]) => writeIfChanged(join(root, PAGES_DIR, name), text))
    .map(([name]) => `${PAGES_DIR}/${name}`);
}
