import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts without types
import { currentPagesTable } from '../../scripts/pages.mjs';
// @ts-expect-error: plain .mjs build scripts without types
import { TABLE_END, TABLE_START } from '../../scripts/pages/readme.mjs';

/**
 * The README's two maps of the repository, held to what they describe, so a team new to the code
 * can trust them.
 *
 * "Layout": every top-level folder, and every folder directly under worker/, client/, tests/,
 * docs/, scripts/, shared/, build/ and redirects/, that holds a tracked file is named in the table's path column, and
 * every path the column names exists. Folders come from `git ls-files`, as in
 * messages-read-in-context.test.ts, so what git ignores (node_modules, dist, .wrangler, the
 * generated message modules) never counts.
 *
 * "Pages so far": the pages' table is the one the pages' declarations give (scripts/pages.mjs
 * writes it with `--readme`), so a page added, changed or removed shows there; the section's
 * other paths must be the worker's own answers, listed here, so nothing else lingers in it.
 */
const ROOT = resolve(__dirname, '../..');
const README = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

/** Folders whose direct subfolders the Layout table names one by one. */
const MAPPED_FOLDERS = ['worker', 'client', 'tests', 'docs', 'scripts', 'shared', 'build', 'redirects'];

/** Paths the Pages table names that the worker answers itself, with no route in client/routes.tsx. */
const WORKER_ANSWERS = ['/app-review', '/robots.txt', '/sitemap.xml', '/sitemaps/{source}-{n}.xml'];

/** The first cell of each body row of the table under the `## heading` of the README. */
function pathCells(heading: string): string[] {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, `a "## ${heading}" section in README.md`).toBeGreaterThan(-1);
  const end = README.indexOf('\n## ', start + 1);
  const rows = README.slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  // The header row and the separator row name no path.
  return rows.slice(2).map((row) => row.split('|')[1]!.trim());
}

/** The `code` spans of a cell. */
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, span]) => span!);

/** Every path the Layout table names, without a trailing slash. */
function layoutPaths(): string[] {
  return pathCells('Layout')
    .flatMap(codeSpans)
    .map((path) => path.replace(/\/$/, ''));
}

/** Every folder the Layout table must name: top-level, and one level into MAPPED_FOLDERS. */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length > 1) folders.add(parts[0]!);
    if (parts.length > 2 && MAPPED_FOLDERS.includes(parts[0]!)) folders.add(`${parts[0]}/${parts[1]}`);
  }
  return [...folders].sort();
}

describe("the README's Layout table", () => {
  it('names every folder that holds tracked files', () => {
    const named = new Set(layoutPaths());
    expect(trackedFolders().filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(layoutPaths().filter((path) => !existsSync(resolve(ROOT, path)))).toEqual([]);
  });
});

describe("the README's Pages table", () => {
  it("is the table the pages' declarations give (npm run pages -- --readme writes it)", async () => {
    expect(README).toContain(await currentPagesTable(ROOT));
  });

  it("names besides only the worker's own answers", () => {
    const table = README.slice(README.indexOf(TABLE_START), README.indexOf(TABLE_END));
    const others = pathCells('Pages so far')
      .flatMap(codeSpans)
      .filter((span) => span.startsWith('/') && !table.includes(`\`${span}\``));
    expect(others.sort()).toEqual([...WORKER_ANSWERS].sort());
  });
});
