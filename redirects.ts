/**
 * The one entry to the legacy redirects: what the worker imports. Its data and tools live in
 * redirects/ beside it. Legacy addresses of the old site and where they live now: data only (a lookup table) plus
 * the rules that normalise a path into a lookup key. The rows are written in redirects/*.tsv
 * (format in redirects/legacy.tsv) and compiled by `npm run build` into redirects/compiled.json
 * (and, with the demo rows of redirects/demo/*.tsv, redirects/demo/compiled.json), each checked
 * (duplicates, loops, chains, targets outside the site) before it is written. The compiled form
 * is compact (decision 047, redirects/table.ts): an isolate starts without reading it, and each
 * request costs a hash and one Map lookup in the bucket its key falls in (read on first use).
 */
import legacyRows from './redirects/compiled.json';
import demoRows from './redirects/demo/compiled.json';
import { redirectKey, tableFromCompiled } from './redirects/table';

export { redirectKey, redirectTable, tableFromCompiled, targetKey } from './redirects/table';

/**
 * Set by the bundler: "false" in wrangler.toml's [define], so what `wrangler deploy` ships holds
 * only the real legacy rows and the bundler drops the demo table as dead code; "true" where the
 * site runs against the demo upstream (npm start, the tests: LOCAL_DEFINES in
 * scripts/lib/servers.mjs), whose catalogue the rows of redirects/demo/ point into.
 */
declare const __DEMO_REDIRECTS__: boolean;

/** The table in use: legacy path key -> target path (with the target's own query, if any). */
export const REDIRECTS: ReadonlyMap<string, string> = tableFromCompiled(__DEMO_REDIRECTS__ ? demoRows : legacyRows);

/**
 * Where a request for `pathname` + `search` goes, or null when it is not a legacy address. The
 * visitor's query is kept: appended to the target's own query, whose parameters win when both
 * set the same name (the target's ref is what makes the new page the right one).
 */
export function redirectLocation(pathname: string, search: string, table: ReadonlyMap<string, string> = REDIRECTS): string | null {
  const target = table.get(redirectKey(pathname));
  if (target === undefined) return null;
  if (search === '' || search === '?') return target;
  const cut = target.indexOf('?');
  if (cut < 0) return `${target}${search.startsWith('?') ? search : `?${search}`}`;
  const query = new URLSearchParams(target.slice(cut + 1));
  const own = new Set(query.keys());
  for (const [name, value] of new URLSearchParams(search)) {
    if (!own.has(name)) query.append(name, value);
  }
  return `${target.slice(0, cut)}?${query}`;
}
