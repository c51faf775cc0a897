import manifest from 'client-manifest';
import { ROUTE_MODULES } from '../../client/routes';
import type { PageAssets } from '../../client/lib/assets-context';

const ENTRY = 'client/entry.client.tsx';

export interface DocumentAssets extends PageAssets {
  entry: string;
}

function collect(key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(`/${chunk.file}`)) return;
  js.add(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.add(`/${file}`);
  for (const imported of chunk.imports ?? []) collect(imported, js, css);
}

const cache = new Map<string, DocumentAssets>();

/**
 * The entry script, its CSS, and modulepreload links for every chunk the matched routes need,
 * so the browser fetches the page's lazy code in parallel with the entry instead of after it.
 */
export function documentAssets(routeIds: string[]): DocumentAssets {
  const cacheKey = routeIds.join(' ');
  const known = cache.get(cacheKey);
  if (known) return known;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`client build is missing ${ENTRY}: run the client build first`);
  const js = new Set<string>();
  const css = new Set<string>();
  collect(ENTRY, js, css);
  for (const id of routeIds) {
    const module = ROUTE_MODULES[id];
    if (module) collect(module, js, css);
  }
  js.delete(`/${entry.file}`);
  const assets = { entry: `/${entry.file}`, stylesheets: [...css], modulePreloads: [...js] };
  cache.set(cacheKey, assets);
  return assets;
}
