import type { Plugin } from 'vite';

/**
 * Page modules' preload lists, left out of the entry through Vite's documented
 * `build.modulePreload.resolveDependencies`: Vite writes, beside each `import()` of the entry, the
 * list of chunks that module imports, over one table of names at the top of the entry; for the
 * 70-odd page and loader modules that table cost about 1.7 KB of gzip in every first load
 * (docs/decisions/035). A page's code is asked for by the browser's own lists instead
 * (shared/framework/browser/chunk-lists.ts, served by shared/framework/server/chunk-lists-endpoint.ts), all at once, when a
 * navigation or a prefetch needs it. Every other dynamic import (an island, code a
 * click needs) keeps Vite's list, less the chunks every page has already loaded before it runs:
 * the entry and its static imports (two names in each list; Vite adds the entry's stylesheet
 * after asking, so that one stays).
 *
 * `pageModules` returns the source modules (root-relative) that routes import lazily, as
 * shared/framework/build/route-modules-plugin.ts finds them. Which chunk is a page module's is known only
 * once the bundle is written: this plugin's generateBundle runs before Vite's (order 'pre'), and
 * fails the build if Vite never asked about a page module (an upgrade that calls
 * resolveDependencies differently, or no more): the lists would silently be back in the entry.
 */
export function pagePreloadsPlugin(pageModules: () => Set<string>): Plugin & { resolveDependencies: (filename: string, deps: string[]) => string[] } {
  let root = process.cwd();
  const pageFiles = new Set<string>();
  // What every page has loaded before any import() runs: the entry and its static imports.
  const firstLoad = new Set<string>();
  let asked = 0;
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    resolveDependencies(filename, deps) {
      if (!pageFiles.has(filename)) return deps.filter((dep) => !firstLoad.has(dep));
      asked += 1;
      return [];
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        pageFiles.clear();
        firstLoad.clear();
        asked = 0;
        const addFirstLoad = (fileName: string) => {
          const chunk = bundle[fileName];
          if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
          firstLoad.add(fileName);
          for (const imported of chunk.imports) addFirstLoad(imported);
        };
        for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) addFirstLoad(output.fileName);
        const modules = pageModules();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          const id = output.facadeModuleId.startsWith(root) ? output.facadeModuleId.slice(root.length + 1) : output.facadeModuleId;
          if (modules.has(id.replaceAll('\\', '/'))) pageFiles.add(output.fileName);
        }
      },
    },
    writeBundle() {
      if (pageFiles.size > 0 && asked === 0)
        this.error(
          'Vite never asked build.modulePreload.resolveDependencies about a page module: ' +
            'the page preload lists would be back in the entry (see docs/upgrading.md)',
        );
    },
  };
}
