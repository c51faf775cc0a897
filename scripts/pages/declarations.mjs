// The pages' declarations (client/routes/<family>/pages.ts, shared/define-pages.ts says what each
// holds), read from Node in one bundle (scripts/lib/load-ts.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { loadTsModules } from '../lib/load-ts.mjs';

/** Where the page families live, each a folder with its declarations in `pages.ts`. */
export const ROUTES_DIR = 'client/routes';

/** Where a family comes in the order of the routes and of the README's table: home first, not found last. */
const rank = (family) => (family === 'home' ? 0 : family === 'not-found' ? 2 : 1);

/** The declaration files, one per family: the home page's, then the others by name, then the not-found page's. */
export const declarationFiles = (root = '.') =>
  readdirSync(join(root, ROUTES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, ROUTES_DIR, entry.name, 'pages.ts')))
    .map((entry) => entry.name)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((family) => `${ROUTES_DIR}/${family}/pages.ts`);

/** A module reference of a declaration ('./work-loader#workLoader'), as a path from the root and an export name. */
export function moduleExport(file, reference) {
  const [path, name] = reference.split('#');
  return { path: posix.normalize(posix.join(posix.dirname(file), path)), name };
}

/**
 * Every declared page, in order (the families' folders, then each file's order): { id, family,
 * file, ...declaration }. Throws, naming the files, on an id or a pattern declared twice, and on
 * a module reference whose file does not exist.
 */
export async function readDeclarations(root = '.') {
  const files = declarationFiles(root);
  const loaded = await loadTsModules(files.map((file) => join(root, file)));
  const pages = [];
  files.forEach((file, index) => {
    const family = dirname(file).split('/').pop();
    for (const declared of Object.values(loaded[index])) {
      for (const [id, page] of Object.entries(declared)) pages.push({ id, family, file, ...page });
    }
  });
  const problems = [];
  const seen = new Map();
  for (const page of pages) {
    for (const key of [`id ${page.id}`, `pattern ${page.pattern}`]) {
      if (seen.has(key)) problems.push(`${key} is declared in ${seen.get(key)} and in ${page.file}`);
      seen.set(key, page.file);
    }
    for (const field of ['loader', 'component', 'handle']) {
      if (!page[field]) continue;
      const { path } = moduleExport(page.file, page[field]);
      if (!['.ts', '.tsx'].some((extension) => existsSync(join(root, path + extension))))
        problems.push(`${page.file}: ${page.id}'s ${field} names ${path}, which does not exist`);
    }
  }
  if (problems.length) throw new Error(`the pages' declarations:\n${problems.join('\n')}`);
  return pages;
}

/**
 * A page's parameters as its own names and whether the facets' names (`narrowedList`,
 * shared/narrowed-list.ts) end them: a list the facets narrow is written with that list's name.
 */
export function splitNarrowed(params = [], narrowedList) {
  const tail = narrowedList.length;
  const narrowed = params.length >= tail && params.slice(-tail).every((name, index) => name === narrowedList[index]);
  return { own: narrowed ? params.slice(0, -tail) : params, narrowed };
}
