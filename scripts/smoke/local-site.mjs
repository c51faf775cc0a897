// npm test's "smoke" suite: the smoke check (scripts/smoke.mjs) against the local site, as an
// operator would run it against a deployed one. Starts the demo upstream and the site worker
// (production React, a fresh KV directory) on SMOKE_PORT and SMOKE_PORT + 1 (default 8930-8931),
// runs the check, and stops both on every way out: pass, failure, error, overrun, Ctrl-C.
// Builds nothing: it serves dist/client as npm test (or npm run build) left it.
// Exit: the smoke check's own (0 passed, 1 a check failed), or 2 when the servers did not start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSite, startUpstream } from '../bench/bench-servers.mjs';
import { ensureDevVars, stopAll, stopOnSignals } from '../lib/servers.mjs';
import { timeLimit } from '../lib/time-limit.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const base = Number(process.env.SMOKE_PORT ?? 8930);
/** Starting two wrangler dev servers on a busy machine, then the check's own limit (40 s). */
const MAX_SECONDS = 240;
/**
 * Each request's limit: the worker's first renders on a cold, shared CI machine are slow, and
 * this suite is about what the site answers, not how fast (the benchmarks time it).
 */
const REQUEST_TIMEOUT_SECONDS = 30;

const servers = [];
/** Marks the stop as expected (no "exited" line per server), then waits until each has gone. */
const stopServers = () => {
  stopAll();
  return Promise.all(servers.splice(0).map((server) => server.stop()));
};
stopOnSignals();
timeLimit(MAX_SECONDS, 'The local smoke check', stopServers);

/** Runs the smoke check as an operator would, its output passed through; resolves to its exit code. */
function smoke(url) {
  return new Promise((resolveCode) => {
    const child = spawn(process.execPath, [resolve(ROOT, 'scripts/smoke.mjs'), url, '--timeout', String(REQUEST_TIMEOUT_SECONDS)], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 2 : 1)));
    child.on('error', () => resolveCode(2));
  });
}

let code = 2;
try {
  if (!existsSync(resolve(ROOT, 'dist/client'))) throw new Error('no client build in dist/client: run npm run build first');
  ensureDevVars();
  const upstream = await startUpstream({ port: base + 1, scale: 1 });
  servers.push(upstream);
  const site = await startSite({ port: base, upstream: upstream.url });
  servers.push(site);
  console.log(`Local site on ${site.url} (demo upstream ${upstream.url}):\n`);
  code = await smoke(site.url);
} catch (error) {
  console.error(`\nThe local smoke check could not run: ${error.message}`);
} finally {
  await stopServers();
}
process.exit(code);
