import englishManifest from 'client-manifest';
import languageManifests from 'client-language-manifests';
import routeModules from 'client-route-modules';
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '../../shared/languages';
import type { PageAssets } from '../../client/lib/assets-context';

const ENTRY = 'client/entry.client.tsx';

/** Where a page's code lists are (./page-chunks.ts): versioned by the entry, which names every chunk. */
export const PAGE_CHUNKS_PATH = '/__chunks';

type Manifest = typeof englishManifest;

const manifestOf = (language: Language): Manifest => (language === DEFAULT_LANGUAGE ? englishManifest : languageManifests[language]);

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
export function documentAssets(routeIds: string[], language: Language = DEFAULT_LANGUAGE): PageAssets {
  // Each language has its own build of the same modules (build/build-client.mjs).
  const manifest = manifestOf(language);
  const cacheKey = `${language} ${routeIds.join(' ')}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`client build is missing ${ENTRY}: run the client build first`);
  const js = new Set<string>();
  const css = new Set<string>();
  collect(manifest, ENTRY, js, css);
  // Only the page components: a loader's code is fetched on the first client navigation that
  // needs it (client/lib/lazy-loader.ts), since the page hydrates from the server's data.
  for (const id of routeIds) for (const module of routeModules[id]?.component ?? []) collect(manifest, module, js, css);
  js.delete(`/${entry.file}`);
  const assets = {
    entry: `/${entry.file}`,
    stylesheets: [...css],
    modulePreloads: [...js],
    chunkLists: `${languagePrefix(language)}${PAGE_CHUNKS_PATH}?v=${entry.file.slice(entry.file.lastIndexOf('/') + 1, -3)}`,
  };
  cache.set(cacheKey, assets);
  return assets;
}

const lists = new Map<Language, Record<string, string[]>>();

/**
 * Every route's code beyond the entry's, by route id: its page component's chunk, each chunk
 * that one imports, and the parts they import as they mount, for the browser to ask for all at
 * once when a navigation needs them (client/lib/page-chunks.ts). Loaders are left out: the browser never runs them, it asks the
 * worker for their data (./page-data.ts).
 */
export function pageChunkLists(language: Language): Record<string, string[]> {
  const known = lists.get(language);
  if (known) return known;
  const manifest = manifestOf(language);
  const inEntry = new Set<string>();
  collect(manifest, ENTRY, inEntry, new Set());
  const out: Record<string, string[]> = {};
  const fileKeys = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  for (const [id, { component }] of Object.entries(routeModules)) {
    const js = new Set<string>();
    for (const module of component) collect(manifest, module, js, new Set());
    // And the parts the page imports when it mounts them (a part hydrated on use is mounted by a
    // navigation at once): each one, with its own imports, in the same round.
    const own = (files: Iterable<string>) => [...files].filter((file) => !inEntry.has(file));
    for (const file of own(js)) for (const part of manifest[fileKeys.get(file)!]?.dynamicImports ?? []) collect(manifest, part, js, new Set());
    const files = own(js);
    if (files.length > 0) out[id] = files;
  }
  lists.set(language, out);
  return out;
}
