/**
 * Legacy addresses of the old site and where they live now: data only (a Map) plus the rules
 * that normalise a path into a lookup key. The rows are written in redirects/*.tsv (format in
 * redirects/legacy.tsv) and compiled by `npm run build` into redirects/compiled.json (and, with
 * the demo rows of redirects/demo/*.tsv, redirects/demo/compiled.json), each checked (duplicates,
 * loops, chains, targets outside the site) before it is written. The Map is built once per
 * isolate when this module loads; each request then costs one Map lookup.
 */
import legacyRows from './redirects/compiled.json';
import demoRows from './redirects/demo/compiled.json';

/**
 * Set by the bundler: "false" in wrangler.toml's [define], so what `wrangler deploy` ships holds
 * only the real legacy rows and the bundler drops the demo table as dead code; "true" where the
 * site runs against the demo upstream (npm start, the tests: LOCAL_DEFINES in
 * scripts/lib/servers.mjs), whose catalogue the rows of redirects/demo/ point into.
 */
declare const __DEMO_REDIRECTS__: boolean;

/** Lookup key of a request path: lower case, without trailing slashes ("/Help/" -> "/help"). */
export function redirectKey(pathname: string): string {
  const key = pathname.toLowerCase().replace(/\/+$/, '');
  return key === '' ? '/' : key;
}

/** Lookup key of a target's path part, so a target can be checked against the sources. */
export function targetKey(target: string): string {
  return redirectKey(target.split('?')[0]!);
}

/** Builds a lookup table from compiled pairs (exported for the benchmark's synthetic tables). */
export function redirectTable(entries: ReadonlyArray<readonly [string, string]>): ReadonlyMap<string, string> {
  return new Map(entries);
}

/** The table in use: legacy path key -> target path (with the target's own query, if any). */
export const REDIRECTS: ReadonlyMap<string, string> = redirectTable((__DEMO_REDIRECTS__ ? demoRows : legacyRows) as [string, string][]);

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
