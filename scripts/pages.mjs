// npm run pages: the pages' declarations (client/routes/<family>/pages.ts) → what derives from them.
//   (no option)  writes the route objects, the page parameters, the registry and the tests' demo
//                addresses into .generated/pages/
//                (build output, ignored by git; npm install, npm start, npm test and the builds write
//                them too)
//   --readme     also rewrites the README's page table from the declarations
// README.md, "Adding a page", says how a page is declared; shared/define-pages.ts, what each field does.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDeclarations } from './pages/declarations.mjs';
import { generatePageModules } from './pages/generate.mjs';
import { pagesTable, withTable } from './pages/readme.mjs';
import { loadTs } from './lib/load-ts.mjs';

/** The declarations under `root`, and the facets' names their parameter lists may end with. */
async function readPages(root) {
  const [pages, { NARROWED_LIST }] = await Promise.all([readDeclarations(root), loadTs(join(root, 'shared/narrowed-list.ts'))]);
  return { pages, narrowedList: NARROWED_LIST };
}

/** The README's page table as the declarations under `root` have it. */
export async function currentPagesTable(root = '.') {
  const { pages, narrowedList } = await readPages(root);
  return pagesTable(pages, narrowedList);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, narrowedList } = await readPages('.');
  const written = generatePageModules(pages, narrowedList);
  console.log(`pages: ${written.length} module(s) written`);
  if (process.argv.includes('--readme')) {
    const before = readFileSync('README.md', 'utf8');
    const after = withTable(before, pagesTable(pages, narrowedList));
    if (after !== before) writeFileSync('README.md', after);
    console.log(after !== before ? 'README.md: page table rewritten' : 'README.md: page table current');
  }
}
