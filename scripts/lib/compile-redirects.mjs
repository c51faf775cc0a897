// Compiles the redirect tables into the two files the worker can load, after checking each
// (duplicates, loops, chains, targets outside the site or on no page of it). Run by `npm run build`.
//   redirects/compiled.json       redirects/*.tsv: the real legacy rows, all `wrangler deploy` ships
//   redirects/demo/compiled.json  those and redirects/demo/*.tsv (generated from the demo
//                                 catalogue): what `npm start` and the tests load (redirects.ts)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadTs } from './load-ts.mjs';

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

/** Writes both compiled tables; returns false (having printed each offending line) on errors. */
export async function compileRedirects() {
  const { compileTables, targetsWithoutPage } = await loadTs(`${REDIRECTS_DIR}/compile.ts`);
  const legacy = readTables();
  const outputs = [
    { file: COMPILED, tables: legacy },
    { file: COMPILED_WITH_DEMO, tables: [...legacy, ...readTables(DEMO_DIR)] },
  ];
  const compiled = [];
  for (const { file, tables } of outputs) {
    const { entries, errors: tableErrors } = compileTables(tables);
    const errors = [...tableErrors, ...targetsWithoutPage(entries)];
    if (errors.length) {
      console.error(`Redirect table ${file} rejected (${errors.length} problem${errors.length === 1 ? '' : 's'}):`);
      for (const error of errors) console.error(`  ${error}`);
      return false;
    }
    compiled.push({ file, entries });
  }
  for (const { file, entries } of compiled) {
    // One pair per line keeps the committed file's diffs readable.
    writeFileSync(file, `[\n${entries.map((pair) => `  ${JSON.stringify(pair)}`).join(',\n')}\n]\n`);
    console.log(`Redirects: ${entries.length} rows compiled into ${file}`);
  }
  return true;
}
