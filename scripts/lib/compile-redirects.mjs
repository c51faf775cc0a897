// Compiles redirects/*.tsv into redirects/compiled.json, the table the worker loads, after
// checking it (duplicates, loops, chains, targets outside the site or on no page of it). Run by `npm run build`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadTs } from './load-ts.mjs';

export const REDIRECTS_DIR = 'redirects';
export const COMPILED = `${REDIRECTS_DIR}/compiled.json`;

/** Every redirects/*.tsv, in name order (the order only matters for messages). */
export function readTables() {
  return readdirSync(REDIRECTS_DIR)
    .filter((name) => name.endsWith('.tsv'))
    .sort()
    .map((name) => ({ file: `${REDIRECTS_DIR}/${name}`, text: readFileSync(`${REDIRECTS_DIR}/${name}`, 'utf8') }));
}

/** Writes the compiled table; returns false (having printed each offending line) on errors. */
export async function compileRedirects() {
  const { compileTables, targetsWithoutPage } = await loadTs(`${REDIRECTS_DIR}/compile.ts`);
  const compiled = compileTables(readTables());
  const { entries } = compiled;
  const errors = [...compiled.errors, ...targetsWithoutPage(entries)];
  if (errors.length) {
    console.error(`Redirect table rejected (${errors.length} problem${errors.length === 1 ? '' : 's'}):`);
    for (const error of errors) console.error(`  ${error}`);
    return false;
  }
  // One pair per line keeps the committed file's diffs readable.
  writeFileSync(COMPILED, `[\n${entries.map((pair) => `  ${JSON.stringify(pair)}`).join(',\n')}\n]\n`);
  console.log(`Redirects: ${entries.length} rows compiled into ${COMPILED}`);
  return true;
}
