// Compiles the redirect tables into the two files the worker can load, after checking each
// (duplicates, loops, chains, targets outside the site or on no page of it). Run by `npm run build`.
//   redirects/compiled.json       redirects/*.tsv: the real legacy rows, all `wrangler deploy` ships
//   redirects/demo/compiled.json  those and redirects/demo/*.tsv (generated from the demo
//                                 catalogue): what `npm start` and the tests load (redirects.ts)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadTs } from '../scripts/lib/load-ts.mjs';

export const REDIRECTS_DIR = 'redirects';
export const DEMO_DIR = `${REDIRECTS_DIR}/demo`;
export const COMPILED = `${REDIRECTS_DIR}/compiled.json`;
export const COMPILED_WITH_DEMO = `${DEMO_DIR}/compiled.json`;

/** Every .tsv directly in `dir`, in name order (the order only matters for messages). */
export function readTables(dir = REDIRECTS_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tsv'))
    .sort()
    .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/**
 * Checks both compiled tables and writes them; returns false (having printed each offending line,
 * and written nothing) on errors. `extra` is a table to add or replace first ({ file, text }: what
 * npm run redirects:import writes); it is written only when both tables pass with it.
 */
export async function compileRedirects({ extra, quiet = false } = {}) {
  const { compileTables, compileWithDemo, compiledJson, compiledTable, targetsWithoutPage } = await loadTs(`${REDIRECTS_DIR}/compile.ts`);
  const legacy = readTables().filter(({ file }) => file !== extra?.file);
  if (extra) legacy.push(extra);
  legacy.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const real = compileTables(legacy);
  // Where a real row and a demo row share a source, the demo row is the local one (compile.ts).
  const withDemo = compileWithDemo(legacy, readTables(DEMO_DIR));
  const outputs = [
    { file: COMPILED, result: real },
    { file: COMPILED_WITH_DEMO, result: withDemo },
  ];
  for (const { file, result } of outputs) {
    const errors = [...result.errors, ...targetsWithoutPage(result.entries)];
    if (errors.length) {
      console.error(`Redirect table ${file} rejected (${errors.length} problem${errors.length === 1 ? '' : 's'}):`);
      for (const error of errors) console.error(`  ${error}`);
      return false;
    }
  }
  if (extra) writeFileSync(extra.file, extra.text);
  for (const { file, result } of outputs) {
    // The compact form the worker loads (decision 047); one line per row keeps diffs readable.
    writeFileSync(file, compiledJson(compiledTable(result.entries)));
    if (!quiet) console.log(`Redirects: ${result.entries.length} rows compiled into ${file}`);
  }
  if (withDemo.shadowed && !quiet)
    console.log(`Redirects: ${withDemo.shadowed} real rows have a demo row of the same source, which ${COMPILED_WITH_DEMO} (local runs) uses instead`);
  return true;
}
