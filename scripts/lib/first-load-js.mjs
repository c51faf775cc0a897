// First-load JavaScript of a page: the entry module, every chunk it statically imports, and the
// chunks the server modulepreloads for the matched routes, gzipped (zlib default level). It walks
// dist/client/.vite/manifest.json exactly as worker/ssr/assets.ts does, so the figure is what the
// browser downloads before the page is interactive.
//
// Each language has its own build and manifest (build/build-client.mjs): `language` picks it.
//
//   node scripts/lib/first-load-js.mjs [distDir]   prints every page (one row per leaf route),
//                                                  a column per language
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { loadTs } from './load-ts.mjs';
import { SITE_LANGUAGES } from '../../build/build-client.mjs';

const ENTRY = 'client/entry.client.tsx';

let routesModule;
/** client/routes.tsx, bundled once per process (the route tree). */
async function loadRoutes() {
  routesModule ??= loadTs('client/routes.tsx');
  return routesModule;
}

function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

/**
 * Gzip size of the first-load JavaScript of a page whose matched route ids are `routeIds`
 * (root first, as the server's static handler reports them).
 * Returns { bytes, kb, files: [{ file, bytes }] } with kb = bytes / 1000 (as vite reports gzip sizes).
 */
export async function firstLoadJs(distDir, routeIds, language = 'en') {
  const manifest = JSON.parse(readFileSync(join(distDir, language === 'en' ? '.vite/manifest.json' : `.vite/manifest.${language}.json`), 'utf8'));
  const routeModules = JSON.parse(readFileSync(join(distDir, '.vite/route-modules.json'), 'utf8'));
  if (!manifest[ENTRY]) throw new Error(`${distDir} has no ${ENTRY}: run the client build first`);
  const files = new Set();
  collect(manifest, ENTRY, files);
  for (const id of routeIds) for (const module of routeModules[id]?.component ?? []) collect(manifest, module, files);
  const sized = [...files].map((file) => ({ file, bytes: gzipSync(readFileSync(join(distDir, file))).length }));
  const bytes = sized.reduce((sum, { bytes }) => sum + bytes, 0);
  return { bytes, kb: bytes / 1000, files: sized };
}

/** Route-id chains of every leaf route: one per kind of page. */
export async function pageRouteChains() {
  const { routes } = await loadRoutes();
  const chains = [];
  const walk = (list, parents) => {
    for (const route of list) {
      const chain = [...parents, route.id];
      if (route.children?.length) walk(route.children, chain);
      else chains.push(chain);
    }
  };
  walk(routes, []);
  return chains;
}

/**
 * Every page's first load in every language: rows of { page, sizes } (sizes in SITE_LANGUAGES'
 * order), heaviest first. The bench judges them all against its budget (scripts/bench/report.mjs).
 */
export async function everyPageFirstLoad(distDir = 'dist/client') {
  const rows = [];
  for (const chain of await pageRouteChains()) {
    const sizes = [];
    for (const language of SITE_LANGUAGES) sizes.push(await firstLoadJs(distDir, chain, language));
    rows.push({ page: chain.at(-1), sizes });
  }
  return rows.sort((a, b) => Math.max(...b.sizes.map((s) => s.bytes)) - Math.max(...a.sizes.map((s) => s.bytes)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? 'dist/client';
  const rows = await everyPageFirstLoad(distDir);
  console.log(`${'page (gzip bytes)'.padEnd(24)}${SITE_LANGUAGES.map((l) => l.padStart(9)).join('')}`);
  for (const row of rows) console.log(`${row.page.padEnd(24)}${row.sizes.map((s) => String(s.bytes).padStart(9)).join('')}`);
  const { files } = await firstLoadJs(distDir, ['root', 'main']);
  console.log('\nshared by every page:');
  for (const { file, bytes } of files) console.log(`  ${file.padEnd(40)} ${(bytes / 1000).toFixed(1).padStart(6)} KB`);
}
