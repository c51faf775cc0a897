/**
 * Reading and checking the redirect tables (redirects/*.tsv). Pure functions with no I/O, so the
 * build (scripts/lib/compile-redirects.mjs), the unit tests and the benchmark share one reading
 * of the format. The worker never runs this: it loads the compiled table (see redirects.ts).
 */
import { redirectKey, targetKey } from '../redirects';
import { isSitePath } from '../shared/redirect-targets';
import { isPagePath } from '../shared/page-patterns';

export interface RedirectRow {
  from: string;
  to: string;
  /** Where the row was written, e.g. "redirects/legacy.tsv:12", for messages. */
  where: string;
}

/** Rows of one table: `from<TAB>to`, `#` comments and blank lines ignored. Bad lines are errors. */
export function parseTable(text: string, file: string): { rows: RedirectRow[]; errors: string[] } {
  const rows: RedirectRow[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${file}:${i + 1}`;
    const fields = line.split(/\s+/);
    if (fields.length !== 2) {
      errors.push(`${where}: expected "from<TAB>to", found ${fields.length} field(s): ${line}`);
      return;
    }
    rows.push({ from: fields[0]!, to: fields[1]!, where });
  });
  return { rows, errors };
}

/** Why a target cannot be served as a same-site redirect, or null when it can. */
function badTarget(to: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return 'is an absolute URL (targets must be paths on this site)';
  if (to.startsWith('//') || to.startsWith('/\\')) return 'is protocol-relative (it would leave the site)';
  if (!to.startsWith('/')) return 'does not start with "/"';
  if (to.includes('\\')) return 'contains a backslash';
  if (to.includes('#')) return 'contains a fragment (browsers keep their own)';
  if (targetKey(to) === '/api' || targetKey(to).startsWith('/api/')) return 'is an API address, not a page';
  // A Location header cannot carry them, and browsers drop some (so "/\t/host" reads "//host").
  if (!isSitePath(to)) return 'contains a control, space or non-ASCII character (percent-encode it)';
  return null;
}

/**
 * Every problem of a set of rows, each naming its line: bad sources, targets outside the site,
 * duplicates (after normalising case and trailing slashes), loops and chains. A chain (a target
 * that is itself a source) is refused because the worker answers in one hop: write the final
 * target instead.
 */
export function checkRows(rows: readonly RedirectRow[]): string[] {
  const errors: string[] = [];
  const bySource = new Map<string, RedirectRow>();
  for (const row of rows) {
    if (!row.from.startsWith('/') || row.from.startsWith('//')) {
      errors.push(`${row.where}: source "${row.from}" must be a path starting with a single "/"`);
      continue;
    }
    if (row.from.includes('?') || row.from.includes('#')) {
      errors.push(`${row.where}: source "${row.from}" must be a path only (no query or fragment)`);
      continue;
    }
    const key = redirectKey(row.from);
    if (key === '/' || key === '/api' || key.startsWith('/api/')) {
      errors.push(`${row.where}: source "${row.from}" is the home page or an API address and is never redirected`);
      continue;
    }
    const bad = badTarget(row.to);
    if (bad) errors.push(`${row.where}: target "${row.to}" ${bad}`);
    const first = bySource.get(key);
    if (first) {
      errors.push(`${row.where}: duplicate source "${row.from}" (already at ${first.where})`);
      continue;
    }
    bySource.set(key, row);
  }
  for (const [key, row] of bySource) {
    if (badTarget(row.to)) continue;
    const next = targetKey(row.to);
    if (next === key) {
      errors.push(`${row.where}: loop: "${row.from}" redirects to itself`);
    } else if (bySource.has(next)) {
      // Follow the chain to tell a loop (it comes back) from a chain (it ends elsewhere).
      const seen = new Set([key]);
      let at: string | undefined = next;
      while (at !== undefined && !seen.has(at)) {
        seen.add(at);
        const hop = bySource.get(at);
        at = hop && !badTarget(hop.to) ? targetKey(hop.to) : undefined;
      }
      const nextRow = bySource.get(next)!;
      errors.push(
        at === key
          ? `${row.where}: loop: "${row.from}" -> "${row.to}" leads back to "${row.from}" (via ${nextRow.where})`
          : `${row.where}: chain: target "${row.to}" is itself redirected at ${nextRow.where}; point at its final target instead`,
      );
    }
  }
  return errors;
}

/** The compiled table: [lookup key, target] pairs in file order, or every error found. */
export function compileTables(tables: ReadonlyArray<{ file: string; text: string }>): { entries: [string, string][]; errors: string[] } {
  const rows: RedirectRow[] = [];
  const errors: string[] = [];
  for (const { file, text } of tables) {
    const parsed = parseTable(text, file);
    rows.push(...parsed.rows);
    errors.push(...parsed.errors);
  }
  errors.push(...checkRows(rows));
  return { entries: errors.length ? [] : rows.map((row) => [redirectKey(row.from), row.to]), errors };
}

/** Compiled targets that lead to no page of the site (shared/paths.ts): each would answer 404. */
export function targetsWithoutPage(entries: ReadonlyArray<readonly [string, string]>): string[] {
  return entries.filter(([, to]) => !isPagePath(to.split('?')[0]!)).map(([from, to]) => `"${from}" redirects to "${to}", which is no page of the site`);
}
