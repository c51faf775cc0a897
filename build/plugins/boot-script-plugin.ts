import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The boot script's source: a typed module (client/lib/boot-script.ts) whose `boot` the page runs. */
const SOURCE = 'client/lib/boot-script.ts';

/**
 * Compiles the script every page ends with (client/lib/boot-script.ts) into one minified classic
 * script, `boot()` and what it imports, and writes it to dist/client/.vite/boot-script.json for
 * the worker (worker/ssr/boot-script.ts, through the `client-boot-script` alias). esbuild
 * bundles it as an immediately called function, so nothing leaks into the page's globals, for
 * the browsers the page's modules target (vite.config.ts). What it imports must be constants:
 * a compiled script that still imports something fails the build.
 */
export function bootScriptPlugin(): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        stdin: { contents: `import { boot } from './${SOURCE}';\nboot();\n`, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'boot-entry.ts' },
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        platform: 'browser',
        legalComments: 'none',
        write: false,
        logLevel: 'silent',
      });
      const script = result.outputFiles[0]!.text.trim().replace(/;$/, '');
      if (/\bimport\b|\brequire\(/.test(script)) this.error(`${SOURCE} compiled to a script that imports: ${script.slice(0, 200)}`);
      this.emitFile({ type: 'asset', fileName: '.vite/boot-script.json', source: `${JSON.stringify({ script: `${script};` })}\n` });
    },
  };
}
