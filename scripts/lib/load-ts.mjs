// Loads a TypeScript module from a Node script. Node 24 strips types itself, but only from files
// whose imports name the .ts file, and ours name none (Vite's and wrangler's way); nor would it apply
// the local constants. So esbuild, which the toolchain already carries for wrangler and vite,
// bundles it in memory and we import the result.
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { LOCAL_DEFINES } from './servers.mjs';

/**
 * The exports of `entry` (a path from the repo root), bundled with everything it imports and
 * the constants a local run of the site defines (the scripts are local tools).
 */
export async function loadTs(entry) {
  return importBundle({ entryPoints: [entry] });
}

/** The exports of each of `entries` (paths), in one bundle: one esbuild run for many modules. */
export async function loadTsModules(entries) {
  const contents = entries.map((entry, index) => `export * as m${index} from ${JSON.stringify(resolve(entry))};`).join('\n');
  const loaded = await importBundle({ stdin: { contents, resolveDir: process.cwd(), loader: 'js' } });
  return entries.map((_entry, index) => loaded[`m${index}`]);
}

async function importBundle(input) {
  const result = await build({
    ...input,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    logLevel: 'silent',
    define: LOCAL_DEFINES,
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
