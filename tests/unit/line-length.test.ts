import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * No source line over 160 characters (the formatter's width, biome.jsonc), so a file reads in one
 * window without side-scrolling: the formatter cannot wrap a long string, comment or regex, this
 * finds them. Data tables are left out: the demo CMS's copy, a row per entry, the bindings' types
 * that `wrangler types` writes, and an icon's path data.
 */
const ROOT = resolve(__dirname, '../..');
const WIDTH = 160;
const SOURCE = /\.(?:ts|tsx|mjs|cjs|js|css)$/;
const DATA_TABLES = [/^demo-upstream\/src\/cms-[a-z-]+\.ts$/, /^worker-configuration\.d\.ts$/];
/** An icon's outline: one SVG path's data, a row of numbers. */
const PATH_DATA = /^\s*<path d="[^"]+" \/>$/;

it(`no source line is over ${WIDTH} characters outside data tables`, () => {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  const long: string[] = [];
  for (const file of listed.split('\n')) {
    if (!SOURCE.test(file) || DATA_TABLES.some((table) => table.test(file))) continue;
    readFileSync(resolve(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if ([...line].length > WIDTH && !PATH_DATA.test(line)) long.push(`${file}:${index + 1} (${[...line].length})`);
      });
  }
  expect(long).toEqual([]);
});
