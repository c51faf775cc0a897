import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The framework's boot: a typed module whose `startPageCodeAfterLoad` every page runs. */
const SOURCE = 'shared/framework/browser/boot.ts';

/** A module of the site's whose function the boot script calls after the framework's (constants only). */
export interface BootExtras {
  /** Its path from the project's root. */
  module: string;
  /** The function it exports, called with no argument. */
  call: string;
}

/**
 * Compiles the script every page ends with (../browser/boot.ts, then the site's `extras`) into
 * one minified classic script, and writes it to dist/client/.vite/boot-script.json for
 * the worker (../server/boot-script.ts, through the `client-boot-script` alias). esbuild
 * bundles it as an immediately called function, so nothing leaks into the page's globals, for
 * the browsers the page's modules target (vite.config.ts). What it imports must be constants:
 * a compiled script that still imports something fails the build.
 */
export function bootScriptPlugin(extras?: BootExtras): Plugin {
  const contents = [
    `import { startPageCodeAfterLoad } from './${SOURCE}';`,
    ...(extras ? [`import { ${extras.call} } from './${extras.module}';`] : []),
    'startPageCodeAfterLoad();',
    ...(extras ? [`${extras.call}();`] : []),
  ].join('\n');
  return {
    name: 'boot-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'boot-entry.ts' },
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
      if (/\bimport\b|\brequire\(/.test(script)) this.error(`the boot script compiled to a script that imports: ${script.slice(0, 200)}`);
      this.emitFile({ type: 'asset', fileName: '.vite/boot-script.json', source: `${JSON.stringify({ script: `${script};` })}\n` });
    },
  };
}
