/**
 * The repository paths a text names, for the check that comments and docs name only files and
 * folders that exist (path-references.test.ts).
 *
 * A path is read where it starts with one of the repository's top-level folders
 * (`shared/framework/browser/page-data-strategy.ts`, `docs/decisions/040`, `.ci/run`) and is not part of a longer path
 * or an address (`../client/x`, `https://host/docs/x` are not read). A Markdown link's relative
 * target is read from the file's own folder. In code, only comments are read: a path in a string
 * is the code's own business, which its tests check. Left out as patterns, not paths: anything
 * with `*`, `{`, `<`, `[`, `(`, `|`, `$` or `…` in it, and placeholders in capitals (`NAME.tsv`).
 */

export const TOP_FOLDERS = [
  'client',
  'worker',
  'shared',
  'tests',
  'docs',
  'scripts',
  'build',
  'redirects',
  'demo-upstream',
  'locales',
  '.ci',
  '.github',
] as const;

export interface PathReference {
  line: number;
  path: string;
}

const PATTERN_MARKS = /[*{}<>[\]()|\\^$…]|\/[A-Z]{3,}[./]|\/[A-Z]{3,}$/;
const START = new RegExp(`(?<![\\w./@~-])(?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[^\\s\`'"),;|]*`, 'g');
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

/** `path` without what ends a sentence or a reference after it (`.`, `:` and a line or a name). */
function trimmed(path: string): string {
  return path.replace(/:(?:\d+(?:-\d+)?|[A-Za-z_]\w*)$/, '').replace(/[.:]+$/, '');
}

/** The comments of a module's source, each on its own line so the line numbers hold. */
export function commentsOf(source: string): string {
  const out: string[] = [];
  let inBlock = false;
  for (const line of source.split('\n')) {
    let kept = '';
    let rest = line;
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        kept += ` ${end < 0 ? rest : rest.slice(0, end)}`;
        if (end < 0) rest = '';
        else {
          inBlock = false;
          rest = rest.slice(end + 2);
        }
        continue;
      }
      const block = rest.indexOf('/*');
      const lineComment = rest.search(/(?<![:\\])\/\//);
      if (lineComment >= 0 && (block < 0 || lineComment < block)) {
        kept += ` ${rest.slice(lineComment + 2)}`;
        rest = '';
      } else if (block >= 0) {
        inBlock = true;
        rest = rest.slice(block + 2);
      } else rest = '';
    }
    out.push(kept);
  }
  return out.join('\n');
}

/** Every repository path `text` names, root-relative; `folder` is the text's own folder, for its links. */
export function pathReferences(text: string, folder: string): PathReference[] {
  const found: PathReference[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(START)) {
      const path = trimmed(match[0]);
      if (!PATTERN_MARKS.test(path) && path.includes('/')) found.push({ line: index + 1, path });
    }
    for (const match of content.matchAll(LINK)) {
      const target = match[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/') || PATTERN_MARKS.test(target)) continue;
      found.push({ line: index + 1, path: joinPath(folder, target) });
    }
  });
  return found;
}

/** `target` read from `folder`, as a root-relative path (`docs` + `../README.md` is `README.md`). */
export function joinPath(folder: string, target: string): string {
  const parts = folder === '' ? [] : folder.split('/');
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Extensions a path written without one may have (an import specifier names a module so). */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.d.ts', '.json', '.md'];

/**
 * Whether `path` names something among `files` (tracked files): the file, a folder holding one,
 * a module without its extension, or a numbered record by its number (`docs/decisions/040`).
 */
export function pathExists(path: string, files: ReadonlySet<string>, folders: ReadonlySet<string>): boolean {
  const bare = path.replace(/\/+$/, '');
  if (files.has(bare) || folders.has(bare)) return true;
  if (MODULE_EXTENSIONS.some((extension) => files.has(`${bare}${extension}`))) return true;
  const cut = bare.lastIndexOf('/');
  const name = bare.slice(cut + 1);
  if (/^\d{3}$/.test(name)) {
    const prefix = `${bare.slice(0, cut + 1)}${name}-`;
    for (const file of files) if (file.startsWith(prefix)) return true;
  }
  return false;
}

/** The folders that hold `files`, each with every folder above it. */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    let cut = file.lastIndexOf('/');
    while (cut > 0) {
      folders.add(file.slice(0, cut));
      cut = file.lastIndexOf('/', cut - 1);
    }
  }
  return folders;
}
