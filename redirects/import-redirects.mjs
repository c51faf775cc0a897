// npm run redirects:import -- FILE [--as NAME] [--site URL | --offline] [--concurrency N]
// (the "--" keeps npm from taking the options; with none, `npm run redirects:import FILE` is enough)
// Turns an export of the old site's addresses (CSV or TSV: old path, new address) into
// redirects/NAME.tsv (NAME: FILE's name without extension, or --as), then recompiles the tables as
// npm run build does. Every row is read and checked first (redirects/import.ts, which runs the
// build's own checks against the other tables); each distinct target is asked of a site: the
// local demo site by default, started here (IMPORT_PORT, default 8820, and the next port for the
// demo upstream; SCALE sizes its catalogue) and stopped on every way out; or --site URL, a running
// site (staging, production); or none with --offline. On any problem every one is printed as
// "file:line: message" and nothing is written. Decision 047.
// Exit: 0 written; 1 problems found (nothing written); 2 the run itself failed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSite, startUpstream } from '../scripts/bench/bench-servers.mjs';
import { killEverythingNow } from '../scripts/bench/processes.mjs';
import { buildClient } from '../build/build-client.mjs';
import { compileRedirects, readTables, REDIRECTS_DIR } from './compile-redirects.mjs';
import { loadTs } from '../scripts/lib/load-ts.mjs';
import { ensureDevVars, stopAll as stopWranglers } from '../scripts/lib/servers.mjs';

const USAGE = 'usage: npm run redirects:import -- FILE [--as NAME] [--site URL | --offline] [--concurrency N]';
const started = performance.now();
const count = (n) => n.toLocaleString('en-GB');
const ms = (value) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/** Ends the run: 2 is "the run failed", as the other scripts exit. */
function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      as: { type: 'string' },
      site: { type: 'string' },
      offline: { type: 'boolean', default: false },
      concurrency: { type: 'string', default: '8' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const { values: options, positionals } = args;
// `npm run redirects:import FILE --offline` hands --offline to npm, not here (npm then sets
// npm_config_offline and passes the option's value on as a second file): say so, never run without it.
const tookByNpm = ['offline', 'site', 'as', 'concurrency'].filter((option) => process.env[`npm_config_${option}`] !== undefined);
if (process.env.npm_lifecycle_event === 'redirects:import' && tookByNpm.length) {
  fail(
    `npm kept --${tookByNpm.join(', --')} for itself: put "--" before the file, as in\n` +
      `  npm run redirects:import -- ${positionals[0] ?? 'FILE'} --${tookByNpm[0]}${tookByNpm[0] === 'offline' ? '' : ' ...'}`,
  );
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(USAGE);
const [file] = positionals;
if (!existsSync(file)) fail(`${file}: no such file`);
if (options.offline && options.site) fail('--offline and --site exclude each other: --offline checks no target');
const concurrency = Number(options.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) fail('--concurrency takes a whole number from 1 to 64');
let siteUrl = null;
if (options.site) {
  try {
    siteUrl = new URL(options.site).origin;
  } catch {
    fail(`--site ${options.site}: not a URL (e.g. https://staging.example.com)`);
  }
}

const name = options.as ?? basename(file).replace(/\.[^.]*$/, '');
if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) fail(`"${name}" cannot name a table: use lower-case letters, digits and "-" (--as NAME)`);
const tableFile = `${REDIRECTS_DIR}/${name}.tsv`;

const { IMPORTED_MARK, checkImport, checkTargets, delimiterName, importedTable, normaliseRows, parseExport, sortProblems } = await loadTs(
  `${REDIRECTS_DIR}/import.ts`,
);
if (existsSync(tableFile) && !readFileSync(tableFile, 'utf8').startsWith(IMPORTED_MARK)) {
  fail(`${tableFile} exists and was written by hand: the import replaces only tables it wrote (choose another --as NAME)`);
}

// Every way out stops what was started: the servers' process groups and their KV directory.
let kvDir = null;
const cleanUp = () => {
  killEverythingNow();
  if (kvDir) rmSync(kvDir, { recursive: true, force: true });
  kvDir = null;
};
process.on('exit', cleanUp);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    console.error(`\nStopped (${signal}): nothing written`);
    process.exit(code);
  });
}

// Read.
const timings = {};
let mark = performance.now();
const text = readFileSync(file, 'utf8');
const parsed = parseExport(text, file);
const rows = normaliseRows(parsed.rows);
timings.parse = performance.now() - mark;
console.log(
  `${file}: read as ${delimiterName(parsed.delimiter)}` +
    `${parsed.header ? `, header row "${parsed.header.join(parsed.delimiter)}" skipped` : ''}: ${count(rows.length)} rows`,
);

// Check against the other tables.
mark = performance.now();
const others = readTables().filter((table) => table.file !== tableFile);
const problems = [...parsed.problems, ...checkImport(rows, others)];
if (rows.length === 0 && parsed.problems.length === 0) problems.push({ where: `${file}:1`, message: 'no rows: expected lines of "old path, new address"' });
timings.check = performance.now() - mark;

// Ask a site about each distinct target.
let targets = null;
let checkedOn = null;
if (options.offline) {
  console.log('Targets: NOT checked (--offline): whether each is a page is unknown');
} else {
  let site = siteUrl;
  const servers = [];
  try {
    if (!site) {
      mark = performance.now();
      site = await startDemoSite(servers);
      timings.siteStart = performance.now() - mark;
      checkedOn = `the local demo site (SCALE=${process.env.SCALE ?? 1})`;
      console.log(`Demo site up on ${site} in ${ms(timings.siteStart)}`);
    } else {
      checkedOn = site;
    }
    mark = performance.now();
    let shown = performance.now();
    targets = await checkTargets(rows, {
      site,
      siteLabel: siteUrl ?? 'the demo site',
      concurrency,
      onChecked(done, total) {
        if (performance.now() - shown < 5000 || done === total) return;
        shown = performance.now();
        console.log(`  targets: ${count(done)} of ${count(total)} checked`);
      },
    });
    timings.targets = performance.now() - mark;
    problems.push(...targets.problems);
    console.log(
      `Targets: ${count(targets.distinct)} distinct, checked once each on ${checkedOn} (concurrency ${concurrency}, ${count(targets.requests)} requests): ` +
        `${count(targets.direct)} answer 200, ${count(targets.ruleOne)} redirect once to a page that does (rule 1; written as given), ` +
        `${count(targets.problems.length)} fail`,
    );
  } catch (error) {
    fail(`The target check could not run: ${error.message}`);
  } finally {
    // Expected exits from here on: servers.mjs then does not report them as faults.
    if (servers.length) stopWranglers();
    for (const server of servers.reverse()) await server.stop().catch(() => {});
    kvDir = null;
  }
}

if (problems.length) {
  const lines = sortProblems(problems, file);
  console.error(`\n${count(lines.length)} problem${lines.length === 1 ? '' : 's'}; nothing written:`);
  for (const line of lines) console.error(line);
  process.exit(1);
}

// Write the table and recompile both tables, only when both compile.
mark = performance.now();
const table = importedTable(rows, { source: basename(file), checkedOn, legacyText: readFileSync(`${REDIRECTS_DIR}/legacy.tsv`, 'utf8') });
if (!(await compileRedirects({ extra: { file: tableFile, text: table } }))) fail('The compiled tables were rejected (above); nothing written', 1);
timings.write = performance.now() - mark;

console.log(
  `\nWrote ${tableFile}: ${count(rows.length)} rows, ${count(new Set(rows.map((row) => row.to)).size)} distinct targets. ` +
    'Commit it with redirects/compiled.json and redirects/demo/compiled.json.',
);
console.log(
  `Timings: parse ${ms(timings.parse)}, checks ${ms(timings.check)}, target check ${options.offline ? 'skipped (--offline)' : ms(timings.targets)}` +
    `${timings.siteStart === undefined ? '' : ` (+ demo site start ${ms(timings.siteStart)})`}` +
    `, write and compile ${ms(timings.write)}; total ${ms(performance.now() - started)}`,
);
console.log(
  JSON.stringify({
    file,
    table: tableFile,
    rows: rows.length,
    distinctTargets: new Set(rows.map((row) => row.to)).size,
    targetCheck: targets && {
      site: checkedOn,
      distinct: targets.distinct,
      direct: targets.direct,
      ruleOne: targets.ruleOne,
      requests: targets.requests,
      concurrency,
    },
    ms: Object.fromEntries(Object.entries(timings).map(([key, value]) => [key, Math.round(value)])),
  }),
);

/**
 * The demo upstream and the site worker reading from it, as npm start serves them (the production
 * client build; built here if dist/ has none), each on its own port, with a KV directory of its own.
 */
async function startDemoSite(servers) {
  const port = Number(process.env.IMPORT_PORT ?? 8820);
  ensureDevVars();
  if (!existsSync('dist/client/.vite/manifest.json')) {
    console.log('No client build in dist/: building it first (npm run build)');
    if (!buildClient()) throw new Error('the client build failed');
  }
  const upstream = await startUpstream({ port: port + 1, scale: Number(process.env.SCALE ?? 1) });
  servers.push(upstream);
  const dir = mkdtempSync(join(tmpdir(), 'redirects-import-kv-'));
  kvDir = dir;
  const site = await startSite({ port, upstream: upstream.url, kvDir: dir });
  servers.push({ stop: async () => site.stop().finally(() => rmSync(dir, { recursive: true, force: true })) });
  return site.url;
}
