/**
 * Reading and checking the redirect tables (redirects/*.tsv). Pure functions with no I/O, so the
 * build (redirects/compile-redirects.mjs), the unit tests and the benchmark share one reading
 * of the format. The worker never runs this: it loads the compiled table (see redirects.ts).
 */
import { bucketOf, COMPILED_FORMAT, PREFIX_DIGITS, redirectKey, ROWS_PER_BUCKET, TARGETS_RESTART, type CompiledTable } from './table';
import { isSitePath } from '../shared/redirect-targets';
import { isPagePath } from '../shared/page-patterns';
import { splitLanguage } from '../shared/languages';

export interface RedirectRow {
  from: string;
  to: string;
  /** Where the row was written, e.g. "redirects/legacy.tsv:12", for messages. */
  where: string;
}

/**
 * The lookup key the worker computes when `from` is requested: the URL parser's pathname (what
 * the worker reads: raw spaces and letters beyond ASCII percent-encoded as UTF-8, "." and ".."
 * segments resolved, a backslash read as "/"), then redirectKey (ASCII letter case, trailing slashes).
 * So "/sheet-music/Dvořák", "/sheet-music/Dvo%C5%99%C3%A1k" and "/Sheet-Music/dvo%c5%99%c3%a1k/"
 * are one source, "/sheet-music/dvo%c5%99%c3%a1k", as the request for any of them is.
 */
export function sourceKey(from: string): string {
  // Most paths are plain already (what the parser keeps as it is, no "." or ".." segment, in
  // letters or escapes): the parser is only run for the rest, which keeps 100,000 rows fast.
  const plain = PLAIN_PATH.test(from) && !DOT_SEGMENT.test(from);
  return redirectKey(plain ? from : new URL(from, 'http://site.invalid').pathname);
}

/** Characters the URL parser leaves as they are in a path. */
const PLAIN_PATH = /^\/[\w\-~!$&'()*+,;=:@/.%]*$/;
/** A "." or ".." segment, written or percent-encoded, which the parser resolves. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/** True when every "%" of `text` starts a percent-encoding that decodes (the request guard answers 400 otherwise). */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The key of a target's path part: what the worker looks up when the browser follows it. */
const targetSourceKey = (to: string) => sourceKey(to.split('?')[0]!);

/** The file part of a row's `where` ("redirects/legacy.tsv:12" -> "redirects/legacy.tsv"). */
const fileOf = (where: string) => where.slice(0, where.lastIndexOf(':'));

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
export function badTarget(to: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return 'is an absolute URL (targets must be paths on this site)';
  if (to.startsWith('//') || to.startsWith('/\\')) return 'is protocol-relative (it would leave the site)';
  if (!to.startsWith('/')) return 'does not start with "/"';
  if (to.includes('\\')) return 'contains a backslash';
  if (to.includes('#')) return 'contains a fragment (browsers keep their own; write "%23" where "#" is part of a name)';
  const key = targetSourceKey(to);
  if (key === '/api' || key.startsWith('/api/')) return 'is an API address, not a page';
  // A Location header cannot carry them, and browsers drop some (so "/\t/host" reads "//host").
  if (!isSitePath(to)) return 'contains a control, space or non-ASCII character (percent-encode it)';
  if (!decodes(to)) return 'has a "%" that is no percent-encoding (the site answers such an address 400; write "%25" for a "%")';
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
    if (!row.from.startsWith('/') || row.from.startsWith('//') || row.from.startsWith('/\\')) {
      errors.push(`${row.where}: source "${row.from}" must be a path starting with a single "/"`);
      continue;
    }
    if (row.from.includes('?') || row.from.includes('#')) {
      errors.push(`${row.where}: source "${row.from}" must be a path only (no query or fragment)`);
      continue;
    }
    if (/[\x00-\x1f\x7f]/.test(row.from)) {
      errors.push(`${row.where}: source "${row.from}" contains a control character (a tab or line break inside the field?)`);
      continue;
    }
    const key = sourceKey(row.from);
    if (key === '/' || key === '/api' || key.startsWith('/api/')) {
      errors.push(`${row.where}: source "${row.from}" is the home page or an API address and is never redirected`);
      continue;
    }
    if (!decodes(key)) {
      errors.push(`${row.where}: source "${row.from}" has a "%" that is no percent-encoding (the site answers such an address 400 before any redirect)`);
      continue;
    }
    const { language } = splitLanguage(key);
    if (language !== splitLanguage('/').language) {
      errors.push(
        `${row.where}: source "${row.from}" starts with the language prefix "/${language}/": the worker looks up the path after it, ` +
          'so this row would never match (write it without the prefix; it then serves every language)',
      );
      continue;
    }
    const bad = badTarget(row.to);
    if (bad) errors.push(`${row.where}: target "${row.to}" ${bad}`);
    const first = bySource.get(key);
    if (first) {
      errors.push(
        fileOf(first.where) === fileOf(row.where)
          ? `${row.where}: duplicate source "${row.from}" (already at ${first.where})`
          : `${row.where}: source "${row.from}" is already redirected by ${first.where} (another table; a source belongs in one table)`,
      );
      continue;
    }
    bySource.set(key, row);
  }
  for (const [key, row] of bySource) {
    if (badTarget(row.to)) continue;
    const next = targetSourceKey(row.to);
    if (next === key) {
      errors.push(`${row.where}: loop: "${row.from}" redirects to itself`);
    } else if (bySource.has(next)) {
      // Follow the chain to tell a loop (it comes back) from a chain (it ends elsewhere).
      const seen = new Set([key]);
      let at: string | undefined = next;
      while (at !== undefined && !seen.has(at)) {
        seen.add(at);
        const hop = bySource.get(at);
        at = hop && !badTarget(hop.to) ? targetSourceKey(hop.to) : undefined;
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
  return { entries: errors.length ? [] : rows.map((row) => [sourceKey(row.from), row.to]), errors };
}

/**
 * The table local runs and the tests load: the real rows and the demo rows (redirects/demo/),
 * checked together for chains and loops. The demo rows point into the demo catalogue, which is
 * what a local site serves, so where a real row has the same source (an imported export naming
 * the same composers as the demo fixture) the demo row wins there; production never has the
 * demo rows, so the real row is what deploys. `shadowed` counts the real rows left out.
 */
export function compileWithDemo(
  realTables: ReadonlyArray<{ file: string; text: string }>,
  demoTables: ReadonlyArray<{ file: string; text: string }>,
): { entries: [string, string][]; errors: string[]; shadowed: number } {
  const demo = compileTables(demoTables);
  const real = compileTables(realTables);
  if (demo.errors.length || real.errors.length) return { entries: [], errors: [...real.errors, ...demo.errors], shadowed: 0 };
  const demoSources = new Set(demo.entries.map(([from]) => from));
  const rows: RedirectRow[] = [];
  let shadowed = 0;
  for (const { file, text } of realTables) {
    for (const row of parseTable(text, file).rows) {
      if (demoSources.has(sourceKey(row.from))) shadowed += 1;
      else rows.push(row);
    }
  }
  for (const { file, text } of demoTables) rows.push(...parseTable(text, file).rows);
  const errors = checkRows(rows);
  return { entries: errors.length ? [] : rows.map((row) => [sourceKey(row.from), row.to]), errors, shadowed };
}

/** True when a target (path and query) leads to a page of the site (shared/paths.ts). */
export function targetIsPage(to: string): boolean {
  return isPagePath(to.split('?')[0]!);
}

/**
 * Compiled targets that lead to no page of the site (shared/paths.ts): each would answer 404.
 * @public read by compile-redirects.mjs through loadTs, which the dead-code check does not follow.
 */
export function targetsWithoutPage(entries: ReadonlyArray<readonly [string, string]>): string[] {
  return entries.filter(([, to]) => !targetIsPage(to)).map(([from, to]) => `"${from}" redirects to "${to}", which is no page of the site`);
}

/** How many leading characters `line` shares with `previous`, up to the 61 one digit can say. */
function sharedWith(previous: string, line: string): number {
  const most = Math.min(previous.length, line.length, PREFIX_DIGITS.length - 1);
  let n = 0;
  while (n < most && previous.charCodeAt(n) === line.charCodeAt(n)) n += 1;
  return n;
}

/** Sorted lines, each written as its shared-prefix digit and the rest; whole every `restart` lines (redirects/table.ts). */
function frontCoded(lines: readonly string[], restart = Infinity): string[] {
  let previous = '';
  return lines.map((line, i) => {
    const n = i % restart === 0 ? 0 : sharedWith(previous, line);
    previous = line;
    return `${PREFIX_DIGITS[n]}${line.slice(n)}`;
  });
}

/**
 * The compact form of compiled entries (decision 047), which redirects.ts reads with
 * tableFromCompiled: each target once, the rows in buckets by the hash of their key, every list
 * sorted and front-coded. At 100,000 rows it is about a seventh of the [key, target] pairs it
 * replaces, and a worker reads none of it before a request needs it.
 */
export function compiledTable(entries: ReadonlyArray<readonly [string, string]>): CompiledTable {
  for (const [from, to] of entries) {
    if (/\s/.test(from) || /\s/.test(to)) throw new Error(`a compiled row holds white space: ${from} -> ${to}`);
  }
  const targets = [...new Set(entries.map(([, to]) => to))].sort();
  const index = new Map(targets.map((to, i) => [to, i.toString(36)]));
  let count = 1;
  while (count * ROWS_PER_BUCKET < entries.length) count *= 2;
  const buckets: Array<Array<readonly [string, string]>> = Array.from({ length: entries.length ? count : 0 }, () => []);
  for (const entry of entries) buckets[bucketOf(entry[0], count)]!.push(entry);
  return {
    format: COMPILED_FORMAT,
    rows: entries.length,
    targets: frontCoded(targets, TARGETS_RESTART),
    buckets: buckets.map((rows) => {
      const sorted = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const keys = frontCoded(sorted.map(([from]) => from));
      return keys.map((key, i) => `${key} ${index.get(sorted[i]![1])}`).join(' ');
    }),
  };
}

/** A compiled table as the committed JSON file: one line per target and per bucket. */
export function compiledJson(table: CompiledTable): string {
  const list = (lines: readonly string[]) => (lines.length ? `[\n${lines.map((line) => JSON.stringify(line)).join(',\n')}\n]` : '[]');
  return `{\n"format": ${JSON.stringify(table.format)},\n"rows": ${table.rows},\n"targets": ${list(table.targets)},\n"buckets": ${list(table.buckets)}\n}\n`;
}
