// npm test: every suite, in order, each run even when an earlier one failed; exits non-zero
// if any failed. The client is built once first (the worker tests and the browser tests both
// serve it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from './lib/build-client.mjs';

// The browser suite's servers note here each time one had to be restarted (scripts/lib/supervise.mjs).
const serverEvents = join(tmpdir(), `nkoda-server-events-${process.pid}.log`);
// The browser suite's reporter lists here each test that needed its retry or failed (tests/e2e/retry-reporter.ts).
const retryReport = join(tmpdir(), `nkoda-browser-retries-${process.pid}.json`);
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  SERVER_EVENTS_FILE: serverEvents,
  RETRY_REPORT_FILE: retryReport,
};
// A suite is a package binary run through npx, or a script of ours run by node.
const run = (args, extra = {}) => {
  const [command, rest] = args[0] === 'node' ? ['node', args.slice(1)] : ['npx', args];
  return spawnSync(command, rest, { stdio: 'inherit', env: { ...env, ...extra } }).status === 0;
};

if (!buildClient()) {
  console.error('client build failed: no suite can run');
  process.exit(1);
}

const suites = [
  ['typecheck', ['tsc', '--noEmit']],
  ['layering', ['depcruise', '--config', '.dependency-cruiser.cjs', 'client', 'worker', 'shared', 'redirects', 'redirects.ts']],
  // The worker as wrangler bundles it (the other suites import its sources): what decision 022
  // left out stays out, and workerd starts it.
  ['bundle', ['node', 'scripts/worker-bundle.mjs']],
  ['unit', ['vitest', 'run', '--config', 'vitest.unit.config.ts']],
  ['worker', ['vitest', 'run', '--config', 'vitest.worker.config.ts']],
  // The fault suite's short form: every fault, one page per family group (npm run test:chaos does all).
  ['chaos', ['vitest', 'run', '--config', 'vitest.chaos.config.ts'], { CHAOS_SHORT: '1' }],
  // The burst run's short form: every burst with fewer visitors, on fresh workers (npm run test:burst does all).
  ['burst', ['node', 'scripts/burst-test.mjs', '--no-build'], { BURST_SHORT: '1' }],
  ['browser', ['playwright', 'test']],
];

const failed = [];
for (const [name, args, extra] of suites) {
  console.log(`\n=== ${name} ===`);
  if (!run(args, extra)) failed.push(name);
}

if (existsSync(serverEvents)) {
  console.log(`\nServer restarts during the browser suite (a known wrangler dev fault, not a test failure):`);
  console.log(readFileSync(serverEvents, 'utf8').trimEnd());
  rmSync(serverEvents);
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
  }
} else {
  console.log('\nBrowser tests that needed a retry: unknown (the browser suite ended before reporting)');
}

console.log(`\nsuites: ${suites.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
