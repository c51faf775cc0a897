import englishManifest from 'client-manifest';
import languageManifests from 'client-language-manifests';
import routeModules from 'client-route-modules';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { PageAssets } from '../../client/lib/assets-context';

const ENTRY = 'client/entry.client.tsx';

export interface DocumentAssets extends PageAssets {
  entry: string;
}

type Manifest = typeof englishManifest;

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(`/${chunk.file}`)) return;
  js.add(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

const cache = new Map<string, DocumentAssets>();

/**
 * The entry script, its CSS, and modulepreload links for every chunk the matched routes need,
 * so the browser fetches the page's lazy code in parallel with the entry instead of after it.
 */
export function documentAssets(routeIds: string[], language: Language = DEFAULT_LANGUAGE): DocumentAssets {
  // Each language has its own build of the same modules (scripts/lib/build-client.mjs).
  const manifest = language === DEFAULT_LANGUAGE ? englishManifest : languageManifests[language];
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
  const assets = { entry: `/${entry.file}`, stylesheets: [...css], modulePreloads: [...js] };
  cache.set(cacheKey, assets);
  return assets;
}
