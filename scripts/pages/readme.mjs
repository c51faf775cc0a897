// The README's page table, written from the pages' declarations between two markers, so it lists
// every page and nothing else: `npm run pages -- --readme` rewrites it, and
// tests/unit/readme-tables.test.ts fails while it differs from what the declarations say.
import { splitNarrowed } from './declarations.mjs';

export const TABLE_START = '<!-- pages: written by `npm run pages -- --readme` from client/routes/*/pages.ts -->';
export const TABLE_END = '<!-- /pages -->';

/** A pattern as the table writes it: '/artists/{slug}'. */
const shown = (pattern) => pattern.replace(/:(\w+)/g, '{$1}');

/** The query a page reads, as the table writes it: the facets' names are "the facets". */
function queryOf(params, narrowedList) {
  if (!params?.length) return '';
  const { own, narrowed } = splitNarrowed(params, narrowedList);
  const parts = [...own.map((name) => `\`${name}\``), ...(narrowed ? ['the facets'] : [])];
  return ` (${parts.join(', ')})`;
}

/** The table: one row per page, in the routes' order. */
export function pagesTable(pages, narrowedList) {
  const rows = pages.map((page) => `| \`${shown(page.pattern)}\`${queryOf(page.params, narrowedList)} | ${page.about} | \`${page.family}\` |`);
  return [TABLE_START, '| path (query it reads) | what a visitor finds | folder |', '| --- | --- | --- |', ...rows, TABLE_END].join('\n');
}

/** `readme` with its table replaced by `table`; throws when the markers are missing. */
export function withTable(readme, table) {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md has no page table between "${TABLE_START}" and "${TABLE_END}"`);
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}
