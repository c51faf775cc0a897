import mainManifest from 'client-manifest';
import otherManifests from 'client-language-manifests';
import routeModules from 'client-route-modules';
import type { PageAssets } from '../page/assets-context';

/** The browser's entry module, as the client build's manifest names it. */
const ENTRY = 'client/entry.client.tsx';

/** Where the chunk lists are (./chunk-lists-endpoint.ts): versioned by the entry, which names every chunk. */
export const CHUNK_LISTS_PATH = '/__chunks';

/**
 * Which client build a page is served with, and the address prefix its router works under. The
 * site builds the client once per language (its `key`); a key the other builds' manifests do not
 * hold is the main build's.
 */
export interface ClientBuild {
  key: string;
  /** The prefix of its addresses ('' or '/de'): the routers' basename. */
  basename: string;
}

type Manifest = typeof mainManifest;

const manifestOf = (key: string): Manifest => otherManifests[key] ?? mainManifest;

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(`/${chunk.file}`)) return;
  js.add(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

const cache = new Map<string, PageAssets>();

/**
 * The entry script, its CSS, and modulepreload links for every chunk the matched routes need,
 * so the browser fetches the page's lazy code in parallel with the entry instead of after it.
 */
export function documentAssets(routeIds: string[], build: ClientBuild): PageAssets {
  const manifest = manifestOf(build.key);
  const cacheKey = `${build.key} ${routeIds.join(' ')}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`client build is missing ${ENTRY}: run the client build first`);
  const js = new Set<string>();
  const css = new Set<string>();
  collect(manifest, ENTRY, js, css);
  // Only the page components: a loader's code is fetched on the first client navigation that
  // needs it (shared/framework/page/lazy-loader.ts), since the page hydrates from the server's data.
  for (const id of routeIds) for (const module of routeModules[id]?.component ?? []) collect(manifest, module, js, css);
  js.delete(`/${entry.file}`);
  const assets = {
    entry: `/${entry.file}`,
    stylesheets: [...css],
    modulePreloads: [...js],
    chunkLists: `${build.basename}${CHUNK_LISTS_PATH}?v=${entry.file.slice(entry.file.lastIndexOf('/') + 1, -3)}`,
  };
  cache.set(cacheKey, assets);
  return assets;
}

const lists = new Map<string, Record<string, string[]>>();

/**
 * Every route's code beyond the entry's, by route id: its page component's chunk, each chunk
 * that one imports, and the islands they import as they mount, for the browser to ask for all at
 * once when a navigation needs them (shared/framework/browser/chunk-lists.ts). Loaders are left out: the browser never runs them, it asks the
 * worker for their data (./page-data-endpoint.ts).
 */
export function chunkListsFor(build: ClientBuild): Record<string, string[]> {
  const known = lists.get(build.key);
  if (known) return known;
  const manifest = manifestOf(build.key);
  const inEntry = new Set<string>();
  collect(manifest, ENTRY, inEntry, new Set());
  const out: Record<string, string[]> = {};
  const fileKeys = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  for (const [id, { component }] of Object.entries(routeModules)) {
    const js = new Set<string>();
    for (const module of component) collect(manifest, module, js, new Set());
    // And the islands the page imports when it mounts them (an island is mounted by a
    // navigation at once): each one, with its own imports, in the same round.
    const own = (files: Iterable<string>) => [...files].filter((file) => !inEntry.has(file));
    for (const file of own(js)) for (const part of manifest[fileKeys.get(file)!]?.dynamicImports ?? []) collect(manifest, part, js, new Set());
    const files = own(js);
    if (files.length > 0) out[id] = files;
  }
  lists.set(build.key, out);
  return out;
}
