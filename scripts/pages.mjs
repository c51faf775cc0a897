// npm run pages: the pages' declarations (client/routes/<family>/pages.ts) → what derives from them.
//   (no option)  writes the route objects, the page parameters and the registry into .generated/pages/
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

/** Writes the generated modules under `root`; returns the files written. */
export async function generatePages(root = '.') {
  return generatePageModules(await readDeclarations(root), root);
}

/** The README's page table as the declarations under `root` have it. */
export async function currentPagesTable(root = '.') {
  const { NARROWED_LIST } = await loadTs(join(root, 'shared/narrowed-list.ts'));
  return pagesTable(await readDeclarations(root), NARROWED_LIST);
}

/** Rewrites the README's page table under `root`; returns whether it changed. */
export async function writeReadmeTable(root = '.') {
  const file = join(root, 'README.md');
  const before = readFileSync(file, 'utf8');
  const after = withTable(before, await currentPagesTable(root));
  if (after !== before) writeFileSync(file, after);
  return after !== before;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await generatePages();
  console.log(`pages: ${written.length} module(s) written`);
  if (process.argv.includes('--readme')) console.log((await writeReadmeTable()) ? 'README.md: page table rewritten' : 'README.md: page table current');
}
