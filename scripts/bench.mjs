// npm run bench: shows that a redirect lookup costs the same with 100 rows as with 100,000.
// Runs under Node (not workerd): it measures the lookup itself (redirects.ts, the code the worker
// runs per request), not the network. Speed targets live here, never in timed tests.
// Exits non-zero when the 100,000-row table is more than MAX_RATIO times slower than 100 rows.
import { loadTs } from './lib/load-ts.mjs';

const SIZES = [100, 10_000, 100_000];
const LOOKUPS = 200_000;
const ROUNDS = 7;
const MAX_RATIO = 3;

const { redirectLocation, redirectTable } = await loadTs('redirects.ts');

/** A table shaped like the real one: legacy piece paths to work pages. */
function syntheticTable(size) {
  const entries = [];
  for (let i = 0; i < size; i += 1) entries.push([`/sheet-music/artist-${i % 997}/piece-${i}`, `/work/piece-${i}-ed-${String(i).padStart(6, '0')}`]);
  return { table: redirectTable(entries), entries };
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

function nsPerLookup(table, paths) {
  let found = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < LOOKUPS; i += 1) if (redirectLocation(paths[i % paths.length], '', table) !== null) found += 1;
  const elapsed = Number(process.hrtime.bigint() - start);
  if (found === 0) throw new Error('no lookup hit: the benchmark is not measuring hits');
  return elapsed / LOOKUPS;
}

const results = [];
for (const size of SIZES) {
  const { table, entries } = syntheticTable(size);
  const paths = requests(entries);
  nsPerLookup(table, paths); // warm-up: let the JIT settle before timing
  // The fastest round is the least disturbed by other work on the machine.
  const best = Math.min(...Array.from({ length: ROUNDS }, () => nsPerLookup(table, paths)));
  results.push({ size, best });
  console.log(`${String(size).padStart(7)} rows: ${best.toFixed(1)} ns/lookup`);
}

const ratio = results.at(-1).best / results[0].best;
console.log(`100,000 rows / 100 rows: ${ratio.toFixed(2)}x (limit ${MAX_RATIO}x)`);
if (ratio > MAX_RATIO) {
  console.error('Lookup cost grows with the table size: the lookup is no longer O(1).');
  process.exit(1);
}
