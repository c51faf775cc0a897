// node scripts/cold-probe.mjs: the bench's cold figure (`cold_vs_upstream`) on its own, for the
// four pages the bench measures, in about two minutes instead of the whole bench. It runs the
// bench's own cold step (scripts/bench/cold.mjs) on the pages the bench chooses
// (scripts/bench/pages.mjs), and prints each round, the medians and the ratio to the upstream
// delay, plus the upstream's own first byte on a fresh connection (its wrangler dev proxy adds a
// few ms to the 150 ms delay), so a figure can be read against what is left.
//
//   PROBE_PORT=9772  upstream on PROBE_PORT, the page-choosing site on +1, cold sites on +2..+5
//   PROBE_ROUNDS=3   rounds (each: four fresh workers, one page each)
//   PROBE_BUILD=0    skip the production build (dist/ must be current)
// Wrap timing runs in `flock /tmp/site-suites.lock`; the load average is printed before and after.
import { readFileSync } from 'node:fs';
import { buildClient } from '../build/build-client.mjs';
import { compileRedirects } from '../redirects/compile-redirects.mjs';
import { ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { setUpstreamFaults, startSite, startUpstream } from './bench/bench-servers.mjs';
import { timeToFirstByte } from './bench/http-load.mjs';
import { measureCold } from './bench/cold.mjs';
import { choosePages } from './bench/pages.mjs';
import { median } from './bench/report.mjs';

const port = Number(process.env.PROBE_PORT ?? 9772);
const rounds = Number(process.env.PROBE_ROUNDS ?? 3);
const plan = { scale: Number(process.env.BENCH_SCALE ?? 334), upstreamDelayMs: 150 };
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();

const servers = [];
const stopServers = () => Promise.all(servers.splice(0).map((server) => server.stop()));
stopOnSignals();

console.log(`loadavg before: ${loadavg()}`);
try {
  if (process.env.PROBE_BUILD !== '0' && (!(await compileRedirects()) || !buildClient())) throw new Error('the build failed');
  ensureDevVars();
  const upstream = await startUpstream({ port, scale: plan.scale });
  servers.push(upstream);
  await fetch(`${upstream.url}/v4/search/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"","skip":0,"top":1}' });
  await setUpstreamFaults(upstream.url, { mode: 'slow', delayMs: plan.upstreamDelayMs, pathPrefix: '/' });

  const chooser = await startSite({ port: port + 1, upstream: upstream.url });
  servers.push(chooser);
  const signal = new AbortController().signal;
  const pages = await choosePages(chooser.url, signal);
  await chooser.stop();
  servers.splice(servers.indexOf(chooser), 1);
  console.log(`pages: ${pages.map((p) => p.path).join(', ')}`);

  const upstreamMs = (await timeToFirstByte(`${upstream.url}/v4/promotion/publishers/featured`)).ttfb;
  const cold = await measureCold(pages, { upstreamUrl: upstream.url, upstreamDelayMs: plan.upstreamDelayMs, port: port + 2, rounds }, signal);
  await stopServers();

  console.log(`\nupstream alone (fresh connection, first byte): ${upstreamMs.toFixed(0)} ms; a new isolate's first render ${cold.firstRenderMs.toFixed(0)} ms`);
  console.log(`${'page'.padEnd(14)}${'cold ms'.padStart(9)}${'x up'.padStart(7)}  rounds`);
  const ratios = {};
  for (const page of pages) {
    const ms = median(cold.samples[page.name]);
    ratios[page.name] = Math.round((ms / plan.upstreamDelayMs) * 100) / 100;
    console.log(
      `${page.name.padEnd(14)}${ms.toFixed(0).padStart(9)}${ratios[page.name].toFixed(2).padStart(7)}  ` +
        `${cold.samples[page.name].map((v) => v.toFixed(0)).join(' / ')}`,
    );
  }
  console.log(`loadavg after: ${loadavg()}`);
  console.log(JSON.stringify({ cold_vs_upstream: ratios, upstream_ttfb_ms: Math.round(upstreamMs) }));
} catch (error) {
  console.error(`\nCold probe failed: ${error.stack ?? error}`);
  await stopServers();
  process.exit(2);
}
