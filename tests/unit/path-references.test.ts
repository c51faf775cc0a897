import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, foldersOf, pathExists, pathReferences } from './lib/path-references';

/**
 * Comments and docs name only paths that exist: a newcomer who follows one finds the file. A file
 * that moves or goes takes its mentions with it, or this fails naming each by file and line.
 * Read from `git ls-files` (tracked and new, not ignored), so generated files never count.
 */
const ROOT = resolve(__dirname, '../..');
const CODE = /\.(?:ts|tsx|mjs|cjs|js|css)$/;
const TEXT = /\.(?:md|toml|ya?ml|jsonc)$|^\.ci\/run$/;

/**
 * Never tracked, but named on purpose: the generated message modules, by the code that writes or
 * reads them, and the tables `npm run redirects:import` writes, by its docs' examples.
 */
const WRITTEN = [/\.messages(?:\.[a-z]{2})?\.ts$/, /^client\/message-modules\.ts$/, /^redirects\/[a-z0-9-]+\.tsv$/];

/** This file's own examples name missing paths on purpose. */
const SELF = 'tests/unit/path-references.test.ts';

const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
const files = listed.split('\n').filter((file) => file !== '' && !file.startsWith('node_modules/'));
const tracked = new Set(files);
const folders = foldersOf(files);

describe('paths named in comments and docs', () => {
  it('reads a path in a comment, a doc and a link, and finds a missing one', () => {
    const fakeFiles = new Set(['shared/framework/browser/page-data-strategy.ts', 'docs/decisions/040-first-click.md', 'docs/performance.md']);
    const fakeFolders = foldersOf(fakeFiles);
    const source = [
      "import { x } from '../client/lib/gone';",
      '// The strategy (shared/framework/browser/page-data-strategy.ts) and decision docs/decisions/040.',
      "const where = 'client/lib/not-a-comment.ts';",
      '/** Moved: client/lib/preload-lists.ts, see [the doc](../docs/performance.md#history). */',
    ].join('\n');
    const named = pathReferences(commentsOf(source), 'scripts');
    expect(named.map(({ path }) => path)).toEqual([
      'shared/framework/browser/page-data-strategy.ts',
      'docs/decisions/040',
      'client/lib/preload-lists.ts',
      'docs/performance.md',
    ]);
    expect(named.filter(({ path }) => !pathExists(path, fakeFiles, fakeFolders))).toEqual([{ line: 4, path: 'client/lib/preload-lists.ts' }]);
  });

  it('leaves patterns, placeholders and addresses alone', () => {
    const text = 'redirects/NAME.tsv, tests/unit/**/*.test.ts, client/routes/<family>/, https://example.org/docs/x, ../client/y';
    expect(pathReferences(text, '')).toEqual([]);
  });

  it('every path a comment or a doc of the repository names exists', () => {
    const missing: string[] = [];
    for (const file of files) {
      const code = CODE.test(file);
      if ((!code && !TEXT.test(file)) || file === SELF) continue;
      const source = readFileSync(resolve(ROOT, file), 'utf8');
      const text = code ? commentsOf(source) : source;
      for (const { line, path } of pathReferences(text, file.includes('/') ? dirname(file) : '')) {
        if (WRITTEN.some((pattern) => pattern.test(path))) continue;
        if (!pathExists(path, tracked, folders)) missing.push(`${file}:${line}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
