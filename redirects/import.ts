/**
 * Importing a list of old addresses that the old site exported (`npm run redirects:import FILE`,
 * decision 047): reading it as CSV or TSV, normalising each row the way the worker will look it
 * up, checking it with the build's own checks (redirects/compile.ts) together with the other
 * tables, and asking a running site whether each distinct target is a page. No file system or
 * process work here: redirects/import-redirects.mjs reads, writes, starts the site and prints, and
 * the unit tests call these functions directly.
 */
import { badTarget, checkRows, parseTable, sourceKey, targetIsPage, type RedirectRow } from './compile';

/** The first line of every table the import writes: the import may replace such a table, never a hand-written one. */
export const IMPORTED_MARK = '# Imported by npm run redirects:import';

/** The separators an export may use: a comma (CSV), a tab (TSV) or a semicolon (CSV from a European spreadsheet). */
export type Delimiter = ',' | '\t' | ';';

/** Where each problem was found, for sorting and for the "also at lines ..." lists. */
export interface ImportProblem {
  where: string;
  message: string;
}

/** One record of the file: its fields (trimmed), the line it starts on, and what is wrong with its quoting. */
interface FileRecord {
  fields: string[];
  line: number;
  error?: string;
}

const DELIMITER_NAMES: Record<Delimiter, string> = { ',': 'CSV (comma-separated)', '\t': 'TSV (tab-separated)', ';': 'CSV (semicolon-separated)' };

/** How a delimiter is named in messages. @public read by import-redirects.mjs through loadTs. */
export function delimiterName(delimiter: Delimiter): string {
  return DELIMITER_NAMES[delimiter];
}

/**
 * Records of `text` as RFC 4180 reads them, with `delimiter` between fields: a field may be
 * quoted ("a, b" keeps its comma; "" inside is one quote; a quoted field may even span lines),
 * records end at LF, CRLF or a lone CR. Each record remembers the line it starts on. Reads at
 * most `limit` records (the delimiter sniffing reads a few).
 */
function readRecords(text: string, delimiter: Delimiter, limit = Infinity): FileRecord[] {
  const records: FileRecord[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  const atEnd = (at: number) => at >= n || text[at] === delimiter || text[at] === '\n' || text[at] === '\r';
  while (i < n && records.length < limit) {
    const record: FileRecord = { fields: [], line };
    for (;;) {
      let start = i;
      while (text[start] === ' ') start += 1;
      if (text[start] === '"') {
        i = start + 1;
        let value = '';
        let closed = false;
        while (i < n) {
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i += 1;
            closed = true;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
          value += c;
          i += 1;
        }
        if (!closed) record.error ??= "a quoted field is never closed (a missing '\"')";
        const after = i;
        while (!atEnd(i)) i += 1;
        const rest = text.slice(after, i).trim();
        if (rest !== '') record.error ??= `text after a field's closing quote: ${rest}`;
        record.fields.push(value.trim());
      } else {
        while (!atEnd(i)) i += 1;
        record.fields.push(text.slice(start, i).trim());
      }
      if (i < n && text[i] === delimiter) {
        i += 1;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i += text[i + 1] === '\n' ? 2 : 1;
    else if (text[i] === '\n') i += 1;
    line += 1;
    records.push(record);
  }
  return records;
}

/** Fields without the empty ones at the end (a spreadsheet's trailing empty columns). */
function usedFields(fields: readonly string[]): string[] {
  let end = fields.length;
  while (end > 0 && fields[end - 1] === '') end -= 1;
  return fields.slice(0, end);
}

const isComment = (record: FileRecord) => record.fields[0]!.startsWith('#');
const isBlank = (record: FileRecord) => record.fields.every((field) => field === '');

/** A first row naming the columns ("old,new", "from;to", "Old URL<TAB>New URL"): words, not paths. */
function isHeader(fields: readonly string[]): boolean {
  return fields.length >= 2 && fields.every((field) => field !== '' && !field.startsWith('/') && /^[\p{L}\p{N} _.()-]+$/u.test(field));
}

/**
 * The delimiter of an export: the one under which most of its first rows read as two columns
 * whose second is a path; on a tie, the one its extension names (.csv comma, .tsv or .tab tab).
 * A work title's comma in a TSV thus does not make it CSV, nor a European ";" file fail.
 */
export function detectDelimiter(file: string, text: string): Delimiter {
  const extension = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase();
  const preferred: Delimiter = extension === 'tsv' || extension === 'tab' ? '\t' : ',';
  const candidates: Delimiter[] = [preferred, ...([',', '\t', ';'] as Delimiter[]).filter((d) => d !== preferred)];
  const sample = stripBom(text).slice(0, 64 * 1024);
  let best: Delimiter = preferred;
  let bestScore = -1;
  for (const delimiter of candidates) {
    const score = readRecords(sample, delimiter, 50)
      .filter((record) => !isBlank(record) && !isComment(record))
      .filter((record) => {
        const fields = usedFields(record.fields);
        return fields.length === 2 && (fields[1]!.startsWith('/') || isHeader(fields));
      }).length;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** A short quote of a record for a message. */
function quote(fields: readonly string[]): string {
  const text = fields.map((field) => JSON.stringify(field)).join(', ');
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * The rows of an export, each with the line it is on ("old-artists.csv:12"), or a problem for each
 * line that is not a row of two columns. A byte-order mark, CRLF line ends, blank lines, "#"
 * comment lines, empty trailing columns and one header row are allowed.
 */
export function parseExport(
  text: string,
  file: string,
  delimiter: Delimiter = detectDelimiter(file, text),
): { rows: RedirectRow[]; problems: ImportProblem[]; delimiter: Delimiter; header: string[] | null } {
  const rows: RedirectRow[] = [];
  const problems: ImportProblem[] = [];
  let header: string[] | null = null;
  let first = true;
  for (const record of readRecords(stripBom(text), delimiter)) {
    if (isBlank(record) || isComment(record)) continue;
    const where = `${file}:${record.line}`;
    const fields = usedFields(record.fields);
    if (first && !record.error && isHeader(fields)) {
      header = fields;
      first = false;
      continue;
    }
    first = false;
    if (record.error) problems.push({ where, message: `malformed row: ${record.error}` });
    else if (fields.length !== 2) {
      problems.push({ where, message: `malformed row: expected 2 columns (old path, new address), found ${fields.length}: ${quote(fields)}` });
    } else rows.push({ from: fields[0]!, to: fields[1]!, where });
  }
  return { rows, problems, delimiter, header };
}

/**
 * A target as a Location header can carry it: a path on the site given with raw spaces, letters
 * beyond ASCII or other characters a URL must escape ("/artists/Johann Sebastian Bach",
 * "/publishers/Bärenreiter") is percent-encoded by the URL parser, exactly as a browser would
 * encode the link ("/artists/Johann%20Sebastian%20Bach", "/publishers/B%C3%A4renreiter"); commas
 * and existing percent-encodings stay as they are. Anything else (an absolute URL, "//host", a
 * backslash, a control character, "#") is left untouched for the check to name.
 */
export function siteAddress(to: string): string {
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\') || to.includes('#') || /[\x00-\x1f\x7f]/.test(to)) return to;
  const url = new URL(to, 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}

/** The rows as they will be written: the target percent-encoded (siteAddress); the source as given (checkRows keys it). */
export function normaliseRows(rows: readonly RedirectRow[]): RedirectRow[] {
  return rows.map((row) => ({ ...row, to: siteAddress(row.to) }));
}

const LOCATION = /^(.*):(\d+): ([\s\S]*)$/;

/** Problems as messages "file:line: message": the import's own lines first, in line order, then other tables'. */
export function sortProblems(problems: readonly ImportProblem[], file: string): string[] {
  const place = ({ where }: ImportProblem) => {
    const cut = where.lastIndexOf(':');
    const of = where.slice(0, cut);
    return { rank: of === file ? 0 : 1, of, line: Number(where.slice(cut + 1)) };
  };
  return problems
    .map((problem) => ({ problem, at: place(problem) }))
    .sort((a, b) => a.at.rank - b.at.rank || a.at.of.localeCompare(b.at.of) || a.at.line - b.at.line)
    .map(({ problem }) => `${problem.where}: ${problem.message}`);
}

/**
 * Every problem of the imported rows checked with the build's checks against the tables it will
 * sit beside (`others`: every other redirects/*.tsv): bad sources, targets outside the site,
 * duplicates (after normalising), loops, chains, a source some other table already redirects,
 * and targets that are no page of the site. A row of another table can be named too, when the
 * import makes it a chain.
 */
export function checkImport(rows: readonly RedirectRow[], others: ReadonlyArray<{ file: string; text: string }>): ImportProblem[] {
  const existing = others.flatMap(({ file, text }) => parseTable(text, file).rows);
  const problems: ImportProblem[] = checkRows([...existing, ...rows]).map((error) => {
    const [, file, line, message] = LOCATION.exec(error)!;
    return { where: `${file}:${line}`, message: message! };
  });
  // A loop's or a chain's target is no page either; its row says so once.
  const looped = new Set(problems.filter(({ message }) => /^(loop|chain):/.test(message)).map(({ where }) => where));
  for (const row of rows) {
    if (badTarget(row.to) === null && !targetIsPage(row.to) && !looped.has(row.where)) {
      problems.push({ where: row.where, message: `target "${row.to}" is no page of the site (no route of shared/page-patterns.ts matches it)` });
    }
  }
  return problems;
}

/** The rows as a table's lines: the lookup key, a tab, the target. */
export function tableLines(rows: readonly RedirectRow[]): string[] {
  return rows.map((row) => `${sourceKey(row.from)}\t${row.to}`);
}

/**
 * The table the import writes: IMPORTED_MARK and where it came from, then the format comment of
 * redirects/legacy.tsv (`legacyText`, read each time so the two never differ), then the rows.
 */
export function importedTable(
  rows: readonly RedirectRow[],
  { source, checkedOn, legacyText }: { source: string; checkedOn: string | null; legacyText: string },
): string {
  const lines = legacyText.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith('# Format'));
  let end = start;
  while (start >= 0 && end < lines.length && lines[end]!.startsWith('#')) end += 1;
  const format = start >= 0 ? lines.slice(start, end) : ['# Format: see redirects/legacy.tsv.'];
  const header = [
    `${IMPORTED_MARK} from ${source}: do not edit by hand; correct the export and import it again.`,
    `# ${rows.length} rows; sources written as the worker's lookup keys, targets percent-encoded (decision 047).`,
    checkedOn === null ? '# Targets not checked (--offline).' : `# Every target answered 200, or 301/308 to a page that answered 200, on ${checkedOn}.`,
    '#',
    ...format,
  ];
  return `${[...header, '', ...tableLines(rows)].join('\n')}\n`;
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface TargetCheckOptions {
  /** The site's origin, e.g. "http://127.0.0.1:8820" or "https://staging.example". */
  site: string;
  /** How messages name the site ("the local demo site"); the origin by default. */
  siteLabel?: string;
  fetch?: Fetch;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Per request. */
  timeoutMs?: number;
  /** Further tries of a request that met a network error, a timeout, 429 or 502-504. */
  retries?: number;
  /** Called after each distinct target is checked (for a progress line). */
  onChecked?: (done: number, total: number) => void;
}

export interface TargetCheck {
  problems: ImportProblem[];
  /** Distinct targets asked about. */
  distinct: number;
  /** ... that answered 200 themselves. */
  direct: number;
  /** ... that answered 301/308 to an address of the site answering 200 ("rule 1": a name address). */
  ruleOne: number;
  /** Requests sent, retries and rule-1 hops included. */
  requests: number;
}

type Answer = { status: number; location: string | null } | { error: string };

const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/**
 * Asks the site about each distinct target of the rows once, at most `concurrency` at a time:
 * a target passes when it answers 200, or 301/308 to an address of the same site that answers
 * 200 (a name address such as "/artists/Johann%20Sebastian%20Bach" that the worker resolves to
 * its slug page: "rule 1"). HEAD is enough to learn the status without a page being rendered
 * (GET when the site refuses HEAD). Rows whose target already failed the checks of checkImport
 * are not asked about. A failing target is reported once, on its first row, naming the others.
 */
export async function checkTargets(rows: readonly RedirectRow[], options: TargetCheckOptions): Promise<TargetCheck> {
  const { site, siteLabel = site, fetch = globalThis.fetch, concurrency = 8, timeoutMs = 20_000, retries = 2, onChecked } = options;
  const origin = new URL(site).origin;
  const byTarget = new Map<string, RedirectRow[]>();
  for (const row of rows) {
    if (badTarget(row.to) !== null || !targetIsPage(row.to)) continue;
    const list = byTarget.get(row.to);
    if (list) list.push(row);
    else byTarget.set(row.to, [row]);
  }
  let requests = 0;

  async function ask(url: URL): Promise<Answer> {
    let method = 'HEAD';
    for (let attempt = 0; ; attempt += 1) {
      let answer: Answer;
      requests += 1;
      try {
        const response = await fetch(url.href, { method, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        await response.body?.cancel();
        if ((response.status === 405 || response.status === 501) && method === 'HEAD') {
          method = 'GET';
          attempt -= 1;
          continue;
        }
        answer = { status: response.status, location: response.headers.get('location') };
        if (!RETRY_STATUSES.has(response.status) || attempt >= retries) return answer;
        const after = Number(response.headers.get('retry-after'));
        await pause(Number.isFinite(after) && after > 0 ? Math.min(after, 10) * 1000 : 250 * 2 ** attempt);
      } catch (error) {
        answer = { error: (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message };
        if (attempt >= retries) return answer;
        await pause(250 * 2 ** attempt);
      }
    }
  }

  /** Null when the target passes (and how), else why not. */
  async function probe(target: string): Promise<{ via: 'direct' | 'rule 1' } | { why: string }> {
    const url = new URL(target, origin);
    const first = await ask(url);
    if ('error' in first) return { why: `could not be checked on ${siteLabel}: ${first.error}` };
    if (first.status === 200) return { via: 'direct' };
    if (first.status !== 301 && first.status !== 308) {
      const moved = first.location ? ` to ${first.location}` : '';
      const kind = first.status >= 300 && first.status < 400 ? ' (not a permanent redirect)' : '';
      return { why: `answers ${first.status}${kind}${moved} on ${siteLabel}` };
    }
    if (!first.location) return { why: `answers ${first.status} without a Location on ${siteLabel}` };
    const next = new URL(first.location, url);
    if (next.origin !== origin) return { why: `answers ${first.status} to another site (${next.href}) on ${siteLabel}` };
    const second = await ask(next);
    const shown = `${next.pathname}${next.search}`;
    if ('error' in second) return { why: `answers ${first.status} to ${shown}, which could not be checked on ${siteLabel}: ${second.error}` };
    if (second.status === 200) return { via: 'rule 1' };
    return { why: `answers ${first.status} to ${shown}, which answers ${second.status} on ${siteLabel} (a target must be a page, or redirect once to one)` };
  }

  const targets = [...byTarget.keys()];
  const results = new Map<string, Awaited<ReturnType<typeof probe>>>();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, targets.length) }, async () => {
      while (next < targets.length) {
        const target = targets[next]!;
        next += 1;
        results.set(target, await probe(target));
        onChecked?.(results.size, targets.length);
      }
    }),
  );

  const problems: ImportProblem[] = [];
  let direct = 0;
  let ruleOne = 0;
  for (const [target, result] of results) {
    if ('via' in result) {
      if (result.via === 'direct') direct += 1;
      else ruleOne += 1;
      continue;
    }
    const [firstRow, ...others] = byTarget.get(target)!;
    problems.push({ where: firstRow!.where, message: `target "${target}" ${result.why}${alsoAt(others)}` });
  }
  return { problems, distinct: targets.length, direct, ruleOne, requests };
}

/** " (also lines 40, 77 and 3 more)" for the other rows with the same target. */
function alsoAt(others: readonly RedirectRow[]): string {
  if (others.length === 0) return '';
  const lines = others.map((row) => row.where.slice(row.where.lastIndexOf(':') + 1));
  const shown = lines.slice(0, 10).join(', ');
  return ` (also line${lines.length === 1 ? '' : 's'} ${shown}${lines.length > 10 ? ` and ${lines.length - 10} more` : ''})`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
