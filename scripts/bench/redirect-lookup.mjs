// The redirect section of npm run bench: a lookup costs the same with 100 rows as with 100,000.
// It runs in Node (not workerd) and measures the lookup itself (redirects.ts, the code the worker
// runs per request), not the network, on tables in the compiled form the worker loads (decision
// 047), and what making each table costs a new isolate: parsing its compiled JSON and the table.
import { loadTs } from '../lib/load-ts.mjs';

const SIZES = [100, 10_000, 100_000];
export const MAX_LOOKUP_RATIO = 3;

/**
 * A table shaped like the real one (legacy piece paths to work pages, about five rows a page), in
 * the compiled form, and the milliseconds a new isolate spends making it: parsing the compiled
 * JSON (as the bundle's module is parsed) and building the table (tableFromCompiled).
 */
function syntheticTable({ compiledTable, compiledJson, tableFromCompiled }, size) {
  const entries = [];
  for (let i = 0; i < size; i += 1)
    entries.push([`/sheet-music/artist-${i % 997}/piece-${i}`, `/work/piece-${Math.floor(i / 5)}-ed-${String(i).padStart(6, '0')}`]);
  const text = compiledJson(compiledTable(entries));
  const started = performance.now();
  const table = tableFromCompiled(JSON.parse(text));
  return { table, entries, startMs: performance.now() - started };
}

/** Request paths spread over the whole table, in varied case with trailing slashes, plus misses. */
function requests(entries) {
  const paths = [];
  let seed = 12345;
  for (let i = 0; i < 10_000; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const [from] = entries[seed % entries.length];
    paths.push(i % 10 === 0 ? `${from}-missing` : i % 3 === 0 ? `${from.toUpperCase()}/` : from);
  }
  return paths;
}

function nsPerLookup(redirectLocation, table, paths, lookups) {
  let found = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < lookups; i += 1) if (redirectLocation(paths[i % paths.length], '', table) !== null) found += 1;
  const elapsed = Number(process.hrtime.bigint() - start);
  if (found === 0) throw new Error('no lookup hit: the benchmark is not measuring hits');
  return elapsed / lookups;
}

/**
 * Nanoseconds per lookup for each table size, the 100,000-row / 100-row ratio, and each table's
 * start (milliseconds to parse and make it).
 */
export async function measureRedirectLookup({ quick = false } = {}) {
  const { redirectLocation, tableFromCompiled } = await loadTs('redirects.ts');
  const { compiledTable, compiledJson } = await loadTs('redirects/compile.ts');
  const lookups = quick ? 50_000 : 200_000;
  const rounds = quick ? 3 : 7;
  const bySize = {};
  const startMs = {};
  for (const size of SIZES) {
    const { table, entries, startMs: ms } = syntheticTable({ compiledTable, compiledJson, tableFromCompiled }, size);
    startMs[size] = ms;
    const paths = requests(entries);
    // Warm-up: the first lookups read the buckets they fall in, and the JIT settles.
    nsPerLookup(redirectLocation, table, paths, lookups);
    // The fastest round is the least disturbed by other work on the machine.
    bySize[size] = Math.min(...Array.from({ length: rounds }, () => nsPerLookup(redirectLocation, table, paths, lookups)));
  }
  return { bySize, startMs, ratio: bySize[SIZES.at(-1)] / bySize[SIZES[0]] };
}
