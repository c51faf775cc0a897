import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, redirectKey, redirectLocation, redirectTable, tableFromCompiled, targetKey } from '../../redirects';
import { checkRows, compiledJson, compiledTable, compileTables, compileWithDemo, parseTable, sourceKey, type RedirectRow } from '../../redirects/compile';
import { splitLanguage } from '../../shared/languages';
import { namesAnItem } from '../../shared/name-key';
import { IMPORTED_MARK } from '../../redirects/import';
import legacyCompiled from '../../redirects/compiled.json';
import demoCompiled from '../../redirects/demo/compiled.json';
import { routes } from '../../client/routes';
import { artistBySlug } from '../../demo-upstream/src/people';
import { Catalogue } from '../../demo-upstream/src/catalogue';
import { readTables as tablesIn } from '../../redirects/compile-redirects.mjs';

const legacyTables = tablesIn('redirects');
const demoTables = tablesIn('redirects/demo');
const catalogue = new Catalogue(1);
const row = (from: string, to: string, line: number): RedirectRow => ({ from, to, where: `t.tsv:${line}` });
// The rows each checked here against the demo catalogue: the hand-written and the demo tables. An
// imported table (decision 047) points at the real catalogue; its import asked a site about each target.
// A target that names an item (/artists/Johann%20Sebastian%20Bach) is followed by the worker to its
// slug (decision 046): tests/worker/redirects.test.ts checks those against the worker itself.
const checkedHere = compileWithDemo(
  legacyTables.filter(({ text }) => !text.startsWith(IMPORTED_MARK)),
  demoTables,
).entries.filter(([, to]) => !namesAnItem(to));

describe('the shipped redirect tables', () => {
  it('pass the build check and are what `npm run build` compiled: the legacy rows alone, and with the demo rows', () => {
    const legacy = compileTables(legacyTables);
    const withDemo = compileWithDemo(legacyTables, demoTables);
    expect([...legacy.errors, ...withDemo.errors]).toEqual([]);
    // A row added to a .tsv without rebuilding would not be served: the committed files must match.
    expect(legacyCompiled).toEqual(compiledTable(legacy.entries));
    expect(demoCompiled).toEqual(compiledTable(withDemo.entries));
    expect(readFileSync('redirects/compiled.json', 'utf8')).toBe(compiledJson(compiledTable(legacy.entries)));
    // Tests run as `npm start` does: with the rows that point into the demo catalogue.
    expect(REDIRECTS.size).toBe(withDemo.entries.length);
  });

  it('what deploys (redirects/compiled.json) holds no demo table and no page of the demo catalogue', () => {
    // Imported exports may share sources and targets with the demo rows (both name real composers),
    // so a demo row is told by where it lives: no table directly in redirects/ is one of the demo's.
    const demoHeaders = demoTables.map(({ text }) => text.split('\n', 1)[0]);
    expect(demoHeaders).toHaveLength(3);
    for (const { file, text } of legacyTables) expect(demoHeaders, file).not.toContain(text.split('\n', 1)[0]);
    // ... and no target is a work page of a demo edition (the fixture's own slugs).
    const deployed = [...tableFromCompiled(legacyCompiled)];
    expect(deployed.filter(([, to]) => to.startsWith('/work/') && catalogue.parseEditionSlug(to.slice('/work/'.length)) !== null)).toEqual([]);
    // The rows decision 007 guessed are the demo's now: the real ones come with the exports.
    for (const guessed of ['/news/college-partnership', '/publishing-partners', '/instruments/piano']) {
      expect(deployed.map(([from]) => from)).not.toContain(guessed);
      expect(REDIRECTS.has(guessed)).toBe(true);
    }
  });

  it('has every kind of entry the requirements list', () => {
    expect(REDIRECTS.get('/help')).toBe('/faq');
    expect(REDIRECTS.get('/help/faq')).toBe('/faq');
    for (const old of ['/faq/general', '/faq/using-nkoda', '/faq/accounts']) expect(REDIRECTS.get(old)).toBe('/');
    expect(REDIRECTS.get('/news/college-partnership')).toBe('/institutions');
    expect(REDIRECTS.get('/publishing-partners')).toBe('/publishers');
    expect(REDIRECTS.get('/sheet-music/johann-sebastian-bach')).toBe('/artists/johann-sebastian-bach');
    expect(REDIRECTS.get('/sheet-music/johann-sebastian-bach/goldberg-variations')).toMatch(/^\/work\/goldberg-variations-ed-\d{6}$/);
    expect([...REDIRECTS.values()].filter((to) => to.startsWith('/publishers/')).length).toBeGreaterThan(5);
    expect([...REDIRECTS.values()].filter((to) => to.startsWith('/instrument?instrumentRef='))).toHaveLength(1);
  });

  it.each(checkedHere)('%s resolves in one hop to a page that exists', (from, to) => {
    const url = new URL(to, 'https://www.nkoda.com');
    expect(REDIRECTS.has(targetKey(to)), 'target is not itself redirected').toBe(false);
    const matched = matchRoutes(routes, url.pathname)?.at(-1)?.route.id;
    expect(matched, `${to} matches a page route`).toBeDefined();
    expect(['catch-all', 'not-found']).not.toContain(matched);
    const [, section, slug] = url.pathname.split('/');
    if (section === 'artists') expect(artistBySlug(slug!), `artist ${slug}`).toBeDefined();
    if (section === 'publishers' && slug) expect(catalogue.publisherIndexBySlug(slug), `publisher ${slug}`).not.toBeNull();
    if (section === 'work') expect(catalogue.parseEditionSlug(slug!), `edition ${slug}`).not.toBeNull();
    if (section === 'instrument') expect(catalogue.instrumentIndexByRef(url.searchParams.get('instrumentRef') ?? '')).not.toBeNull();
    expect(from).toBe(redirectKey(from));
  });
});

describe('the build check', () => {
  it('accepts a clean table', () => {
    expect(checkRows([row('/old', '/new', 1), row('/older', '/instrument?instrumentRef=IN-001', 2)])).toEqual([]);
  });

  it('rejects a duplicate source, also when only case or a trailing slash differs, naming both lines', () => {
    expect(checkRows([row('/old', '/a', 1), row('/Old/', '/b', 2)])).toEqual(['t.tsv:2: duplicate source "/Old/" (already at t.tsv:1)']);
  });

  it('rejects a row that redirects to itself', () => {
    expect(checkRows([row('/old', '/OLD/', 3)])).toEqual(['t.tsv:3: loop: "/old" redirects to itself']);
  });

  it('rejects a loop through several rows', () => {
    const errors = checkRows([row('/a', '/b', 1), row('/b', '/a', 2)]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe('t.tsv:1: loop: "/a" -> "/b" leads back to "/a" (via t.tsv:2)');
  });

  it('rejects a chain, pointing at the row that makes it one', () => {
    expect(checkRows([row('/a', '/b?x=1', 1), row('/b', '/c', 2)])).toEqual([
      't.tsv:1: chain: target "/b?x=1" is itself redirected at t.tsv:2; point at its final target instead',
    ]);
  });

  it.each([
    ['https://evil.example/x', 'is an absolute URL (targets must be paths on this site)'],
    ['//evil.example/x', 'is protocol-relative (it would leave the site)'],
    ['/\\evil.example', 'is protocol-relative (it would leave the site)'],
    ['faq', 'does not start with "/"'],
    ['javascript:alert(1)', 'is an absolute URL (targets must be paths on this site)'],
    ['/api/cms/pages', 'is an API address, not a page'],
  ])('rejects the target %s outside the site', (to, reason) => {
    expect(checkRows([row('/old', to, 7)])).toEqual([`t.tsv:7: target "${to}" ${reason}`]);
  });

  it('rejects sources that are not plain site paths', () => {
    expect(checkRows([row('old', '/a', 1), row('/x?y=1', '/a', 2), row('/api/old', '/a', 3), row('/', '/a', 4)])).toEqual([
      't.tsv:1: source "old" must be a path starting with a single "/"',
      't.tsv:2: source "/x?y=1" must be a path only (no query or fragment)',
      't.tsv:3: source "/api/old" is the home page or an API address and is never redirected',
      't.tsv:4: source "/" is the home page or an API address and is never redirected',
    ]);
  });

  it('reads comments, blank lines, tabs or spaces, and names a malformed line with its file and number', () => {
    const { rows, errors } = parseTable('# comment\n\n/a\t/b\n/c   /d\n/e\n/f /g /h\n', 'x.tsv');
    expect(rows).toEqual([
      { from: '/a', to: '/b', where: 'x.tsv:3' },
      { from: '/c', to: '/d', where: 'x.tsv:4' },
    ]);
    expect(errors).toEqual(['x.tsv:5: expected "from<TAB>to", found 1 field(s): /e', 'x.tsv:6: expected "from<TAB>to", found 3 field(s): /f /g /h']);
  });

  it('compiles nothing when any table has a problem', () => {
    const result = compileTables([
      { file: 'a.tsv', text: '/a\t/b\n' },
      { file: 'b.tsv', text: '/A/\t/c\n' },
    ]);
    expect(result.entries).toEqual([]);
    expect(result.errors).toEqual(['b.tsv:1: source "/A/" is already redirected by a.tsv:1 (another table; a source belongs in one table)']);
  });

  it('rejects a source under a language prefix, which the worker never looks up, and one whose "%" does not decode', () => {
    expect(checkRows([row('/de/hilfe', '/faq', 1), row('/en/help', '/faq', 2), row('/old%zz', '/faq', 3), row('/a\tb', '/faq', 4)])).toEqual([
      't.tsv:1: source "/de/hilfe" starts with the language prefix "/de/": the worker looks up the path after it, ' +
        'so this row would never match (write it without the prefix; it then serves every language)',
      't.tsv:3: source "/old%zz" has a "%" that is no percent-encoding (the site answers such an address 400 before any redirect)',
      't.tsv:4: source "/a\tb" contains a control character (a tab or line break inside the field?)',
    ]);
  });

  it('rejects a target whose "%" does not decode (the site would answer it 400)', () => {
    expect(checkRows([row('/old', '/work/100%', 1)])).toEqual([
      't.tsv:1: target "/work/100%" has a "%" that is no percent-encoding (the site answers such an address 400; write "%25" for a "%")',
    ]);
  });

  it('lets a demo row replace a real row of the same source in the local table, and keeps the real one for production', () => {
    const real = [{ file: 'redirects/old.tsv', text: '/sheet-music/bach\t/artists/Johann%20Sebastian%20Bach\n/help-me\t/faq\n' }];
    const demo = [{ file: 'redirects/demo/d.tsv', text: '/Sheet-Music/Bach/\t/artists/johann-sebastian-bach\n' }];
    expect(compileTables(real).entries).toEqual([
      ['/sheet-music/bach', '/artists/Johann%20Sebastian%20Bach'],
      ['/help-me', '/faq'],
    ]);
    expect(compileWithDemo(real, demo)).toEqual({
      entries: [
        ['/help-me', '/faq'],
        ['/sheet-music/bach', '/artists/johann-sebastian-bach'],
      ],
      errors: [],
      shadowed: 1,
    });
  });
});

describe('the lookup key of a source', () => {
  /** What the worker looks up for a request of `path` (worker/middleware/redirects.ts). */
  const workerKey = (path: string) => redirectKey(splitLanguage(new URL(`http://site.test${path}`).pathname).path);

  it('is the key the worker computes for a request of it, written raw or percent-encoded in either case', () => {
    const spellings = ['/sheet-music/Dvořák', '/sheet-music/Dvo%C5%99%C3%A1k', '/sheet-music/dvo%c5%99%c3%a1k/', '/Sheet-Music/Dvořák//'];
    for (const spelling of spellings) {
      expect(sourceKey(spelling), spelling).toBe('/sheet-music/dvo%c5%99%c3%a1k');
      // A browser sends the raw spelling percent-encoded; the worker's key is the same either way.
      expect(workerKey(spelling), spelling).toBe('/sheet-music/dvo%c5%99%c3%a1k');
    }
    for (const path of ['/sheet-music/a b', '/a/./b/../c', '/faq/Using-NKODA/', '/x%41y', "/o'brien", '/work/The Well-Tempered Clavier, Book 1']) {
      expect(sourceKey(path), path).toBe(workerKey(path));
    }
  });

  it('makes raw and encoded spellings of one source a duplicate', () => {
    expect(checkRows([row('/sheet-music/Dvořák', '/a', 1), row('/sheet-music/Dvo%C5%99%C3%A1k/', '/b', 2)])).toEqual([
      't.tsv:2: duplicate source "/sheet-music/Dvo%C5%99%C3%A1k/" (already at t.tsv:1)',
    ]);
  });
});

describe('normalising a request', () => {
  const table = redirectTable([
    ['/help', '/faq'],
    ['/instruments/piano', '/instrument?instrumentRef=IN-001'],
  ]);

  it('ignores letter case and trailing slashes of the path', () => {
    for (const path of ['/help', '/HELP', '/Help/', '/help//']) expect(redirectLocation(path, '', table)).toBe('/faq');
    expect(redirectKey('/')).toBe('/');
  });

  it('does not match a longer or different path', () => {
    expect(redirectLocation('/help/other', '', table)).toBeNull();
    expect(redirectLocation('/helping', '', table)).toBeNull();
  });

  it("keeps the visitor's query string", () => {
    expect(redirectLocation('/help/', '?utm_source=mail&x=1', table)).toBe('/faq?utm_source=mail&x=1');
    expect(redirectLocation('/help', '?', table)).toBe('/faq');
  });

  it("merges it with the target's own query, whose values win", () => {
    expect(redirectLocation('/Instruments/Piano/', '?utm_source=mail&tag=a&tag=b', table)).toBe('/instrument?instrumentRef=IN-001&utm_source=mail&tag=a&tag=b');
    expect(redirectLocation('/instruments/piano', '?instrumentRef=IN-999', table)).toBe('/instrument?instrumentRef=IN-001');
  });
});

describe('the compiled form (decision 047)', () => {
  it('reads back to the rows it was written from, each target stored once', () => {
    const entries: Array<[string, string]> = [
      ['/sheet-music/bach', '/artists/johann-sebastian-bach'],
      ['/sheet-music/bac', '/artists/Johann%20Sebastian%20Bach'],
      ['/sheet-music/bach/wtc', '/work/The%20Well-Tempered%20Clavier,%20Book%201'],
      ['/old', '/instrument?instrumentRef=IN-001'],
      ['/a'.padEnd(80, 'x'), '/faq'],
      ['/a'.padEnd(90, 'x'), '/faq'],
      ['/b', '/faq'],
    ];
    const compiled = compiledTable(entries);
    expect(compiled).toMatchObject({ format: 'buckets-1', rows: 7 });
    expect(compiled.targets).toHaveLength(5);
    expect(compiled.buckets).toHaveLength(1);
    expect(compiled.buckets[0]).toContain(' Gh 1 ');
    expect(new Map(tableFromCompiled(compiled))).toEqual(new Map(entries));
    expect(new Map(tableFromCompiled(JSON.parse(compiledJson(compiled))))).toEqual(new Map(entries));
    expect(tableFromCompiled(compiledTable([])).get('/a')).toBeUndefined();
  });

  it('splits a large table into buckets and finds every row, and no other', () => {
    const entries = Array.from({ length: 5000 }, (_, i): [string, string] => [`/sheet-music/artist-${i % 97}/piece-${i}`, `/work/piece-${i % 700}-ed-${i}`]);
    const compiled = compiledTable(entries);
    expect(compiled.buckets).toHaveLength(8);
    expect(compiled.targets).toHaveLength(5000);
    const table = tableFromCompiled(compiled);
    expect(table.size).toBe(5000);
    for (const [from, to] of entries) expect(table.get(from)).toBe(to);
    expect(table.get('/sheet-music/artist-1/piece-5000')).toBeUndefined();
    expect(new Map(table)).toEqual(new Map(entries));
  });

  it('refuses a table of another form rather than misread it', () => {
    expect(() => tableFromCompiled({ format: 'pairs', rows: 0, targets: [], buckets: [] })).toThrow(
      'redirect table of form "pairs", expected "buckets-1": run npm run build',
    );
  });
});
