import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The entry's preload lists for page modules, moved out of the first load.
 *
 * Vite wraps every `import()` of the entry in its preload helper with the imported chunk's
 * dependency list, `__vite__mapDeps([3,1,7])`, over one table of every chunk's file name at the
 * top of the entry: about 1.7 KB of gzip in every page's first load, for 70-odd lazy imports
 * (docs/decisions/035-first-load-trim.md). A page module's list is needed on a
 * client navigation or a prefetch only: the server already modulepreloads the page's own
 * chunks (worker/ssr/assets.ts), and a page module imported before the lists are there simply
 * loads without preloads (the browser then fetches its static imports itself).
 *
 * After Vite has written the lists (generateBundle, post), this rewrites the entry:
 * - each list of a page module becomes `__vite__mapDeps(N)`, the N-th list of a module of its
 *   own (`assets/<hash>.js`), which `__vite__mapDeps.load()` imports once;
 * - every other list (the parts hydrated on use, the progress bar, the /api/ client, the
 *   prefetcher) stays in the entry, over a table of the names they use.
 * `client/lib/preload-lists.ts` calls `load()` on the visitor's first sign of use.
 *
 * `pageModules` returns the source modules (root-relative) that routes import lazily, as
 * scripts/lib/route-modules-plugin.ts finds them.
 */
const HEAD = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

export function preloadListsPlugin(pageModules: () => Set<string>): Plugin {
  let root = process.cwd();
  return {
    name: 'preload-lists',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own generateBundle has written the lists in place of its markers.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry || entry.type !== 'chunk') return;
      const head = HEAD.exec(entry.code);
      if (!head) {
        if (entry.code.includes('__vite__mapDeps')) this.warn('the preload helper has a shape this plugin does not know: the preload lists stay in the entry');
        return;
      }
      const names = JSON.parse(head[1]!) as string[];
      const modules = pageModules();
      const pageFiles = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const id = output.facadeModuleId.startsWith(root) ? output.facadeModuleId.slice(root.length + 1) : output.facadeModuleId;
        if (modules.has(id.replaceAll('\\', '/'))) pageFiles.add(output.fileName);
      }
      // Vite lists the imported chunk itself first.
      const kept: string[] = [];
      const keptIndex = new Map<string, number>();
      const moved: string[][] = [];
      const movedIndex = new Map<string, number>();
      let body = entry.code.slice(head[0].length).replace(CALL, (_call, list: string) => {
        const files = list === '' ? [] : list.split(',').map((i) => names[Number(i)]!);
        if (files.length > 0 && pageFiles.has(files[0]!)) {
          const key = files.join(' ');
          if (!movedIndex.has(key)) movedIndex.set(key, moved.push(files) - 1);
          return `__vite__mapDeps(${movedIndex.get(key)})`;
        }
        const indices = files.map((file) => {
          if (!keptIndex.has(file)) keptIndex.set(file, kept.push(file) - 1);
          return keptIndex.get(file)!;
        });
        return `__vite__mapDeps([${indices.join(',')}])`;
      });
      if (moved.length === 0) return;
      // The lists' module: a table of names, then each list as indices into it.
      const table: string[] = [];
      const tableIndex = new Map<string, number>();
      const lists = moved.map((files) =>
        files.map((file) => {
          if (!tableIndex.has(file)) tableIndex.set(file, table.push(file) - 1);
          return tableIndex.get(file)!;
        }),
      );
      const source = `const d=${JSON.stringify(table)};export default ${JSON.stringify(lists)}.map(l=>l.map(i=>d[i]));\n`;
      const fileName = `assets/${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const relative = `./${fileName.slice('assets/'.length)}`;
      if (!entry.fileName.startsWith('assets/')) this.error('the preload lists expect the entry in assets/');
      // A number is a moved list: empty until the lists' module has loaded, so an import before
      // then goes ahead without preloads rather than wait.
      const newHead =
        `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(kept)})))=>typeof i==\`number\`?m.l?.[i]??[]:i.map(i=>d[i]);` +
        `__vite__mapDeps.load=(m=__vite__mapDeps)=>m.p??=import(\`${relative}\`).then(e=>{m.l=e.default},()=>{m.p=void 0});\n`;
      body = newHead + body;
      entry.code = body;
    } },
  };
}
