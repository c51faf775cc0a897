// First-load JavaScript of a page: what a first visit downloads without any input, gzipped (zlib
// default level). That is the entry module and every chunk it statically imports, the chunks the
// server modulepreloads for the matched routes (walked in dist/client/.vite/manifest.json exactly
// as shared/framework/server/build-output.ts does), and the code the page asks for by itself once it has hydrated and
// the browser is idle (LOADED_AT_IDLE, PAGE_LOADS_AT_IDLE below), with every chunk that imports.
// The bench's browser step counts the same for its pages (scripts/bench/browser-load.mjs: every
// script until the network is quiet after hydration), and judges both against one budget.
//
// Not counted, since whether it loads depends on the visitor or the content, not the page:
// - the footer's code, which loads once the visitor has scrolled, pointed or pressed a key with
//   the foot of the page within a screen of the viewport (client/root.tsx): never without input;
// - the offer of another language (the browser asks for one the page is not in);
// - the analytics sender (ANALYTICS_KEY set) and the support chat's widget (another origin).
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

/**
 * What every page asks for once it has hydrated and the browser is idle, with no input:
 * loadNavigationSoon (shared/framework/browser/navigation-code.ts, started by client/entry.client.tsx) loads
 * the navigation code and the progress bar's (nprogress). The whole catalogue vocabulary waits
 * for the first press or intent.
 */
export const LOADED_AT_IDLE = ['shared/framework/browser/navigation-chunk.ts', 'node_modules/nprogress/nprogress.js'];

/**
 * What a page's own module asks for at idle with no input, by that module: the pricing page
 * loads its checkout's code so a plan chosen starts at once (client/routes/pricing/use-checkout.ts).
 */
export const PAGE_LOADS_AT_IDLE = {
  'client/routes/pricing/pricing.tsx': ['client/lib/checkout.ts'],
};

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
 * A module the lists above name, in `language`'s build (whose message modules are its own:
 * `x.messages.de.ts` for `x.messages.ts`). It must be a chunk of its own, or the lists no longer
 * say what loads.
 */
function loadedLater(manifest, key, language, files) {
  const own = key.replace(/\.messages\.ts$/, `.messages.${language}.ts`);
  const found = [key, own].find((name) => manifest[name]?.isDynamicEntry);
  if (!found) throw new Error(`${key} is not a chunk loaded on its own in the ${language} build: update scripts/lib/first-load-js.mjs`);
  collect(manifest, found, files);
}

const readJson = (distDir, name) => JSON.parse(readFileSync(join(distDir, '.vite', name), 'utf8'));
const manifestFile = (language) => (language === 'en' ? 'manifest.json' : `manifest.${language}.json`);

/**
 * Gzip size of the first-load JavaScript of a page whose matched route ids are `routeIds`
 * (root first, as the server's static handler reports them).
 * Returns { bytes, kb, hydrationBytes, files: [{ file, bytes, atIdle }] }, with kb = bytes / 1000
 * (as vite reports gzip sizes) and hydrationBytes what the page loads before it hydrates.
 */
export async function firstLoadJs(distDir, routeIds, language = 'en') {
  const manifest = readJson(distDir, manifestFile(language));
  const routeModules = readJson(distDir, 'route-modules.json');
  if (!manifest[ENTRY]) throw new Error(`${distDir} has no ${ENTRY}: run the client build first`);
  const files = new Set();
  collect(manifest, ENTRY, files);
  const components = routeIds.flatMap((id) => routeModules[id]?.component ?? []);
  for (const module of components) collect(manifest, module, files);
  const beforeHydration = new Set(files);
  for (const module of LOADED_AT_IDLE) loadedLater(manifest, module, language, files);
  for (const module of components) for (const later of PAGE_LOADS_AT_IDLE[module] ?? []) loadedLater(manifest, later, language, files);
  const sized = [...files].map((file) => ({ file, bytes: gzipSync(readFileSync(join(distDir, file))).length, atIdle: !beforeHydration.has(file) }));
  const bytes = sized.reduce((sum, { bytes }) => sum + bytes, 0);
  const hydrationBytes = sized.reduce((sum, { bytes, atIdle }) => sum + (atIdle ? 0 : bytes), 0);
  return { bytes, kb: bytes / 1000, hydrationBytes, files: sized };
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
  console.log('\nshared by every page (en):');
  for (const { file, bytes, atIdle } of files) console.log(`  ${file.padEnd(40)} ${(bytes / 1000).toFixed(1).padStart(6)} KB${atIdle ? '  at idle' : ''}`);
}
