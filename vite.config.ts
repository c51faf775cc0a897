import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootScriptPlugin, pagePreloadsPlugin, reactRouterProductionPlugin, reactUnusedExportsPlugin, routeModulesPlugin } from './shared/framework/build';
import { languageModulesPlugin } from './build/plugins/language-modules-plugin';
import { isLanguage, DEFAULT_LANGUAGE } from './shared/languages';

/** Helpers built into the entry chunk beside what it imports itself (see codeSplitting below). */
const ENTRY_HELPERS = /[\\/](client[\\/]lib[\\/](image-url|content-lang)|shared[\\/]i18n[\\/](intl-once|format-number|plural))\.ts$/;

/**
 * Client build only: the worker is bundled by wrangler. No index.html: the worker renders the
 * document and links the entry through the manifest (dist/client/.vite/manifest.json), and each
 * page's lazy chunks through dist/client/.vite/route-modules.json (shared/framework/build/route-modules-plugin.ts).
 */
export default defineConfig(({ mode }) => {
  // One build per language (build/build-client.mjs, docs/decisions/033): English first,
  // into an emptied dist/client; each other language adds its chunks and its own manifest.
  const language = process.env.SITE_LANGUAGE ?? DEFAULT_LANGUAGE;
  if (!isLanguage(language)) throw new Error(`SITE_LANGUAGE=${language} is not one of the site's languages`);
  const english = language === DEFAULT_LANGUAGE;
  // client/routes.tsx and the pages' routes, written from their declarations by `npm run pages`.
  const routeModules = routeModulesPlugin({ routeFiles: /^(client\/routes\.tsx|\.generated\/pages\/routes\.ts)$/ });
  const pagePreloads = pagePreloadsPlugin(() => routeModules.api.pageModules());
  return {
    plugins: [
      react(),
      languageModulesPlugin(language),
      routeModules,
      reactRouterProductionPlugin(),
      reactUnusedExportsPlugin(),
      pagePreloads,
      bootScriptPlugin({ module: 'client/boot-extras.ts', call: 'bootExtras' }),
    ],
    publicDir: 'client/public',
    build: {
      outDir: 'dist/client',
      // Not in development: `npm run dev` builds every language once, then watches English alone,
      // and an emptied folder would lose the other six.
      emptyOutDir: english && mode !== 'development',
      manifest: english ? true : `.vite/manifest.${language}.json`,
      assetsDir: 'assets',
      target: 'es2022',
      // A page module's chunks are asked for by the browser's own lists, not Vite's (shared/framework/build/page-preloads-plugin.ts).
      modulePreload: { resolveDependencies: (filename, deps) => pagePreloads.resolveDependencies(filename, deps) },
      // One entry chunk (see codeSplitting below) is about 350 kB minified; with React's and the
      // router's development builds (npm run dev) it is about 590 kB.
      chunkSizeWarningLimit: mode === 'development' ? 800 : 500,
      rollupOptions: {
        input: 'client/entry.client.tsx',
        // Everything the entry imports statically stays in the entry's chunk, as Rollup's default
        // did; page chunks import what they share with it (React, the router, page-meta, strings)
        // from there. Left to itself the bundler split those shared modules into four chunks of
        // their own, each another file in every first load with its own imports, exports and gzip
        // stream: 2.3 KB gzip more on every page (docs/decisions/021).
        // Chunks are named by their content hash alone ('assets/DWuZfxab.js', not
        // 'assets/people-strings-a-DWuZfx.js'): every chunk's name is written again in each import
        // of it and in the entry's preload lists, so a module's name cost about 1 KB gzip on every
        // page's first load (docs/decisions/021, addendum). The manifest still maps each to its
        // source; the entry keeps its name, since the worker and operators look for it.
        // The small helpers most pages use (an image's address, a content's language, the Intl
        // caches, numbers, plurals) join the entry too: each was otherwise a chunk of its own, 76 to
        // 400 B of gzip with its import line and gzip frame, in most pages' first loads. The
        // heaviest pages are 200-270 B lighter for it, the pages that use none of them (legal,
        // FAQ) 250-400 B heavier, well within the budget (docs/decisions/048, 2026-11-28).
        output: {
          codeSplitting: {
            groups: [
              { name: 'entry', tags: ['$initial'] },
              { name: 'entry', test: ENTRY_HELPERS },
            ],
          },
          chunkFileNames: 'assets/[hash].js',
        },
      },
    },
  };
});
