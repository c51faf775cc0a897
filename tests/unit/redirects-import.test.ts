import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectKey } from '../../redirects';
import { compileTables, compileWithDemo, parseTable, sourceKey, type RedirectRow } from '../../redirects/compile';
import {
  checkImport,
  checkTargets,
  detectDelimiter,
  IMPORTED_MARK,
  importedTable,
  normaliseRows,
  parseExport,
  siteAddress,
  sortProblems,
  type Fetch,
} from '../../redirects/import';
import { legacyExport } from '../../demo-upstream/src/legacy-export';
import { readTables as tablesIn } from '../../redirects/compile-redirects.mjs';

const demoTables = tablesIn('redirects/demo');
const legacyText = readFileSync('redirects/legacy.tsv', 'utf8');
// The import is checked beside the hand-written table alone, so tables imported later change nothing here.
const legacyTables = [{ file: 'redirects/legacy.tsv', text: legacyText }];
/** The line of redirects/legacy.tsv that redirects `from`. */
const legacyLine = (from: string) => legacyText.split('\n').findIndex((line) => line.split(/\s+/)[0] === from) + 1;

/** Everything wrong with an export, as the import prints it (no target check). */
function problemsOf(text: string, file = 'old.csv'): string[] {
  const parsed = parseExport(text, file);
  return sortProblems([...parsed.problems, ...checkImport(normaliseRows(parsed.rows), legacyTables)], file);
}

/** A fetch standing in for a site: `answer(path)` gives the status and Location of each address. */
function fakeSite(answer: (path: string, method: string) => { status: number; location?: string } | Error) {
  const asked: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch: Fetch = async (input, init) => {
    const url = new URL(input);
    const path = `${url.pathname}${url.search}`;
    asked.push(`${init?.method ?? 'GET'} ${path}`);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const result = answer(path, init?.method ?? 'GET');
    if (result instanceof Error) throw result;
    return new Response(null, { status: result.status, headers: result.location ? { location: result.location } : {} });
  };
  return { fetch, asked, maxInFlight: () => maxInFlight };
}

const rowsOf = (pairs: Array<[string, string]>, file = 'old.csv'): RedirectRow[] => pairs.map(([from, to], i) => ({ from, to, where: `${file}:${i + 1}` }));

describe('reading an export', () => {
  it('reads CSV with a byte-order mark, CRLF, a header row, quoted commas and quotes, comments and blank lines', () => {
    const text =
      '\uFEFFold,new\r\n/sheet-music/bach,/artists/Johann Sebastian Bach\r\n\r\n# a note\r\n' +
      '"/sheet-music/bach/wtc1","/work/The Well-Tempered Clavier, Book 1"\r\n/sheet-music/x,"/work/The ""Emperor"" Concerto",,\r\n';
    const parsed = parseExport(text, 'old.csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed.delimiter).toBe(',');
    expect(parsed.header).toEqual(['old', 'new']);
    expect(parsed.rows).toEqual([
      { from: '/sheet-music/bach', to: '/artists/Johann Sebastian Bach', where: 'old.csv:2' },
      { from: '/sheet-music/bach/wtc1', to: '/work/The Well-Tempered Clavier, Book 1', where: 'old.csv:5' },
      { from: '/sheet-music/x', to: '/work/The "Emperor" Concerto', where: 'old.csv:6' },
    ]);
  });

  it("tells TSV from CSV by what reads as two columns, whatever the extension, and keeps a title's comma in a TSV", () => {
    expect(detectDelimiter('old.tsv', '/a\t/work/X, Y\n/b\t/faq\n')).toBe('\t');
    expect(detectDelimiter('old.txt', 'from\tto\n/a\t/work/X, Y\n/b\t/faq\n')).toBe('\t');
    expect(detectDelimiter('old.csv', 'old;new\n/a;/work/X, Y\n/b;/faq\n')).toBe(';');
    expect(detectDelimiter('export', '/a,"/work/X, Y"\n')).toBe(',');
    expect(parseExport('From\tTo\n/a\t/work/X, Y\n', 'old.tsv').rows).toEqual([{ from: '/a', to: '/work/X, Y', where: 'old.tsv:2' }]);
  });

  it('numbers lines as the file has them, also after a quoted field that spans lines', () => {
    const { problems } = parseExport('old,new\n"/a\nb",/faq\n/c\n"/d,/faq\n', 'old.csv');
    expect(problems).toEqual([
      { where: 'old.csv:4', message: 'malformed row: expected 2 columns (old path, new address), found 1: "/c"' },
      { where: 'old.csv:5', message: "malformed row: a quoted field is never closed (a missing '\"')" },
    ]);
    // The field with a line break is a row; its source is refused by the checks (below).
    expect(parseExport('old,new\n"/a\nb",/faq\n', 'old.csv').rows[0]!.where).toBe('old.csv:2');
  });
});

describe('normalising a row as the worker will look it up', () => {
  it('percent-encodes names in targets as a browser encodes the link, keeping commas and existing escapes', () => {
    expect(siteAddress('/artists/Johann Sebastian Bach')).toBe('/artists/Johann%20Sebastian%20Bach');
    expect(siteAddress('/publishers/Bärenreiter')).toBe('/publishers/B%C3%A4renreiter');
    expect(siteAddress('/publishers/B%C3%A4renreiter')).toBe('/publishers/B%C3%A4renreiter');
    expect(siteAddress('/work/The Well-Tempered Clavier, Book 1')).toBe('/work/The%20Well-Tempered%20Clavier,%20Book%201');
    expect(siteAddress('/search?q=Clavier Übungen')).toBe('/search?q=Clavier%20%C3%9Cbungen');
    for (const left of ['https://evil.example/', '//evil.example', '/\\evil', '/a\tb', '/work/C# minor', 'faq']) expect(siteAddress(left)).toBe(left);
  });

  it('writes each source as the key the worker computes for its request, raw or percent-encoded', () => {
    const rows = normaliseRows(parseExport('/sheet-music/Dvořák/,/artists/Antonín Dvořák\n', 'old.csv').rows);
    const table = importedTable(rows, { source: 'old.csv', checkedOn: null, legacyText });
    const { rows: written } = parseTable(table, 'redirects/old.tsv');
    expect(written.map(({ from, to }) => [from, to])).toEqual([['/sheet-music/dvo%c5%99%c3%a1k', '/artists/Anton%C3%ADn%20Dvo%C5%99%C3%A1k']]);
    // What the worker looks up for a browser's request of the raw path (worker/middleware/redirects.ts).
    expect(redirectKey(new URL('http://site.test/sheet-music/Dvořák').pathname)).toBe(written[0]!.from);
    expect(sourceKey('/sheet-music/Dvo%C5%99%C3%A1k')).toBe(written[0]!.from);
  });

  it("writes a table that starts with the import's mark and legacy.tsv's format comment, and compiles to the rows", () => {
    const rows = normaliseRows(
      rowsOf([
        ['/old/A', '/artists/Clara Schumann'],
        ['/old/b', '/faq'],
      ]),
    );
    const table = importedTable(rows, { source: 'old.csv', checkedOn: 'https://staging.example', legacyText });
    expect(table.startsWith(`${IMPORTED_MARK} from old.csv:`)).toBe(true);
    expect(table).toContain('# Every target answered 200, or 301/308 to a page that answered 200, on https://staging.example.');
    expect(table).toContain(legacyText.slice(legacyText.indexOf('# Format'), legacyText.indexOf('\n\n')));
    expect(compileTables([{ file: 'redirects/old.tsv', text: table }]).entries).toEqual([
      ['/old/a', '/artists/Clara%20Schumann'],
      ['/old/b', '/faq'],
    ]);
  });
});

describe('the checks, each naming the line of the export', () => {
  it('reports every kind of bad row, in line order, and accepts the good ones', () => {
    const text = [
      'old,new',
      '/sheet-music/bach,/artists/Johann Sebastian Bach', // 2: fine
      '/a,/b,/c', // 3: malformed
      'sheet-music/x,/faq', // 4: bad source
      '/x,https://evil.example/', // 5: outside the site
      '/dup,/faq', // 6
      '/DUP/,/faq', // 7: duplicate after normalising
      '/loop,/Loop/', // 8: loop
      '/chain,/dup', // 9: chain
      '/help,/faq', // 10: another table has it
      '/nowhere,/no-such-page', // 11: no page
      '/de/hilfe,/faq', // 12: never looked up
      '/api/old,/faq', // 13
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      'old.csv:3: malformed row: expected 2 columns (old path, new address), found 3: "/a", "/b", "/c"',
      'old.csv:4: source "sheet-music/x" must be a path starting with a single "/"',
      'old.csv:5: target "https://evil.example/" is an absolute URL (targets must be paths on this site)',
      'old.csv:7: duplicate source "/DUP/" (already at old.csv:6)',
      'old.csv:8: loop: "/loop" redirects to itself',
      'old.csv:9: chain: target "/dup" is itself redirected at old.csv:6; point at its final target instead',
      `old.csv:10: source "/help" is already redirected by redirects/legacy.tsv:${legacyLine('/help')} (another table; a source belongs in one table)`,
      'old.csv:11: target "/no-such-page" is no page of the site (no route of shared/page-patterns.ts matches it)',
      'old.csv:12: source "/de/hilfe" starts with the language prefix "/de/": the worker looks up the path after it, ' +
        'so this row would never match (write it without the prefix; it then serves every language)',
      'old.csv:13: source "/api/old" is the home page or an API address and is never redirected',
    ]);
  });

  it('counts a raw and a percent-encoded spelling of one source as a duplicate', () => {
    expect(problemsOf('/sheet-music/Dvořák,/faq\n/sheet-music/dvo%C5%99%C3%A1k/,/faq\n')).toEqual([
      'old.csv:2: duplicate source "/sheet-music/dvo%C5%99%C3%A1k/" (already at old.csv:1)',
    ]);
  });

  it('names the row of another table that the import turns into a chain', () => {
    // redirects/legacy.tsv sends /help to /faq; an import that redirects /faq makes that a chain.
    expect(problemsOf('/faq,/institutions\n')).toEqual([
      `redirects/legacy.tsv:${legacyLine('/help')}: chain: target "/faq" is itself redirected at old.csv:1; point at its final target instead`,
      `redirects/legacy.tsv:${legacyLine('/help/faq')}: chain: target "/faq" is itself redirected at old.csv:1; point at its final target instead`,
    ]);
  });

  it('refuses a field that spans lines, with its first line', () => {
    expect(problemsOf('old,new\n"/a\nb",/faq\n')).toEqual(['old.csv:2: source "/a\nb" contains a control character (a tab or line break inside the field?)']);
  });
});

describe('the target check', () => {
  const site = 'http://site.test';

  it('passes a 200 and a 301/308 to a page answering 200 (rule 1); fails a 404, a redirect to a 404, elsewhere or temporary', async () => {
    const fake = fakeSite((path) => {
      if (path === '/artists/johann-sebastian-bach' || path === '/faq') return { status: 200 };
      if (path === '/artists/Johann%20Sebastian%20Bach') return { status: 301, location: '/artists/johann-sebastian-bach' };
      if (path === '/work/The%20Well-Tempered%20Clavier,%20Book%201')
        return { status: 308, location: `${site}/search?q=The%20Well-Tempered%20Clavier%2C%20Book%201` };
      if (path.startsWith('/search')) return { status: 200 };
      if (path === '/artists/Old%20Name') return { status: 301, location: '/artists/gone' };
      if (path === '/artists/Away') return { status: 301, location: 'https://elsewhere.example/x' };
      if (path === '/artists/Temporary') return { status: 302, location: '/faq' };
      return { status: 404 };
    });
    const rows = normaliseRows(
      rowsOf([
        ['/a', '/artists/johann-sebastian-bach'],
        ['/b', '/artists/Johann Sebastian Bach'],
        ['/c', '/work/The Well-Tempered Clavier, Book 1'],
        ['/d', '/artists/Nobody At All'],
        ['/e', '/artists/Old Name'],
        ['/f', '/artists/Away'],
        ['/g', '/artists/Temporary'],
        ['/h', '/artists/Nobody At All'],
        ['/i', 'https://evil.example/'], // refused before: never asked
      ]),
    );
    const result = await checkTargets(rows, { site, siteLabel: 'the test site', fetch: fake.fetch });
    expect(sortProblems(result.problems, 'old.csv')).toEqual([
      'old.csv:4: target "/artists/Nobody%20At%20All" answers 404 on the test site (also line 8)',
      'old.csv:5: target "/artists/Old%20Name" answers 301 to /artists/gone, which answers 404 on the test site ' +
        '(a target must be a page, or redirect once to one)',
      'old.csv:6: target "/artists/Away" answers 301 to another site (https://elsewhere.example/x) on the test site',
      'old.csv:7: target "/artists/Temporary" answers 302 (not a permanent redirect) to /faq on the test site',
    ]);
    expect(result).toMatchObject({ distinct: 7, direct: 1, ruleOne: 2 });
    // Each distinct target once (two rows share one), plus the hop of each redirect.
    expect(fake.asked.filter((line) => line.includes('Nobody'))).toEqual(['HEAD /artists/Nobody%20At%20All']);
    expect(fake.asked.some((line) => line.includes('evil'))).toBe(false);
  });

  it('keeps at most `concurrency` requests in flight, retries a busy or unreachable site, and uses GET where HEAD is refused', async () => {
    let tries = 0;
    const fake = fakeSite((path, method) => {
      if (path === '/artists/busy') return (tries += 1) < 3 ? { status: 503 } : { status: 200 };
      if (path === '/artists/down') return new TypeError('fetch failed');
      if (path === '/artists/head-refused') return method === 'HEAD' ? { status: 405 } : { status: 200 };
      return { status: 200 };
    });
    const pages = Array.from({ length: 40 }, (_, i): [string, string] => [`/old/${i}`, `/artists/a-${i}`]);
    const rows = rowsOf([...pages, ['/x', '/artists/busy'], ['/y', '/artists/down'], ['/z', '/artists/head-refused']]);
    const result = await checkTargets(rows, { site, fetch: fake.fetch, concurrency: 4, retries: 2 });
    expect(fake.maxInFlight()).toBe(4);
    expect(result.direct).toBe(42);
    expect(tries).toBe(3);
    expect(result.problems.map(({ message }) => message)).toEqual([`target "/artists/down" could not be checked on ${site}: fetch failed`]);
    expect(fake.asked.filter((line) => line.endsWith('/head-refused'))).toEqual(['HEAD /artists/head-refused', 'GET /artists/head-refused']);
  });
});

describe('100,000 rows', () => {
  it('are read, checked against the other tables, target-checked (a stub site) and compiled, with names in the targets', async () => {
    const { text, rows: generated } = legacyExport({ rows: 100_000, editions: 300, names: true });
    expect(text).toContain('"/work/The Well-Tempered Clavier, Book 1"');
    const parsed = parseExport(text, 'old-pieces.csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(100_000);
    const rows = normaliseRows(parsed.rows);
    expect(checkImport(rows, legacyTables)).toEqual([]);
    const asked = new Set<string>();
    const targets = await checkTargets(rows, {
      site: 'http://site.test',
      fetch: async (input) => {
        asked.add(input);
        return new Response(null, { status: 200 });
      },
    });
    const distinct = new Set(generated.map(([, to]) => to)).size;
    expect(targets).toMatchObject({ problems: [], distinct, direct: distinct, requests: distinct });
    expect(asked.size).toBe(distinct);
    const table = { file: 'redirects/old-pieces.tsv', text: importedTable(rows, { source: 'old-pieces.csv', checkedOn: null, legacyText }) };
    const real = compileTables([...legacyTables, table].sort((a, b) => a.file.localeCompare(b.file)));
    expect(real.errors).toEqual([]);
    expect(real.entries).toHaveLength(100_000 + compileTables(legacyTables).entries.length);
    // Locally the demo rows take the sources both have (the export names the demo's composers).
    const local = compileWithDemo([...legacyTables, table], demoTables);
    expect(local.errors).toEqual([]);
    expect(local.shadowed).toBeGreaterThan(40);
  }, 120_000);
});

describe('npm run redirects:import', () => {
  it('prints every problem with its line, writes nothing and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-import-test-'));
    const file = join(dir, 'old-things.csv');
    writeFileSync(file, 'old,new\n/old-a,/faq\n/help,/faq\n/old-b,//evil.example\n');
    const before = ['redirects/compiled.json', 'redirects/demo/compiled.json'].map((path) => statSync(path).mtimeMs);
    const run = spawnSync(process.execPath, ['redirects/import-redirects.mjs', file, '--offline'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Targets: NOT checked (--offline)');
    expect(run.stderr).toContain('2 problems; nothing written:');
    expect(run.stderr).toContain(`${file}:3: source "/help" is already redirected by redirects/legacy.tsv:${legacyLine('/help')}`);
    expect(run.stderr).toContain(`${file}:4: target "//evil.example" is protocol-relative (it would leave the site)`);
    expect(readdirSync('redirects')).not.toContain('old-things.tsv');
    expect(['redirects/compiled.json', 'redirects/demo/compiled.json'].map((path) => statSync(path).mtimeMs)).toEqual(before);
  }, 30_000);

  it('refuses to replace a table written by hand', () => {
    const run = spawnSync(process.execPath, ['redirects/import-redirects.mjs', 'redirects/legacy.tsv', '--offline'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('redirects/legacy.tsv exists and was written by hand');
  }, 30_000);
});
