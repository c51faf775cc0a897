// npm run test:load: the site under a bounded load on loopback. 20,000 requests at concurrency
// 64 over a mix of pages, assets, sitemaps and BFF reads found on the site itself, twice; passes
// with no 5xx, no connection error or timeout, every answer the status its URL should give, and
// the worker's memory after the second run within 10% of its memory after the first. Then the
// sitemaps' memory claim: all edition sitemaps of ~100,000 editions and of ~1,000, each on a
// fresh worker, must grow its memory alike. Prints a table and a final JSON line; exits 1 on a
// miss and 2 when the run itself failed. Not part of npm test (it is a load run).
import { buildClient } from './lib/build-client.mjs';
import { compileRedirects } from './lib/compile-redirects.mjs';
import { ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { startSite, startUpstream } from './bench/bench-servers.mjs';
import { discoverMix } from './load/discover-mix.mjs';
import { mixedRun } from './load/mixed-run.mjs';
import { memoryOf, workerdPid } from './load/process-memory.mjs';
import { sitemapMemory } from './load/sitemap-memory.mjs';

const plan = {
  requests: Number(process.env.LOAD_REQUESTS ?? 20_000),
  connections: 64,
  // 334 x 300 fixture editions: 100,200; 4 x 300 = 1,200 for the small sitemap comparison.
  scale: 334,
  smallScale: 4,
  /** Memory after the second run may exceed that after the first by this share. */
  memoryGrowth: 0.1,
  /**
   * The large catalogue's sitemap memory growth may exceed the small one's by this much: what
   * the same work measures differently from one fresh worker to the next on this machine.
   */
  sitemapToleranceMb: 4,
  /** The whole run is stopped (exit 2) past this. */
  maxSeconds: 600,
};
const base = Number(process.env.LOAD_PORT ?? 8880);
const ports = { site: base, upstream: base + 1, largeSitemaps: base + 2, smallUpstream: base + 3, smallSitemaps: base + 4 };

const servers = [];
const stopServers = () => Promise.all(servers.splice(0).map((server) => server.stop()));
stopOnSignals();
const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const overTime = setTimeout(async () => {
  console.error(`\nLoad test failed: over ${plan.maxSeconds} s`);
  await stopServers();
  process.exit(2);
}, plan.maxSeconds * 1000);
overTime.unref();

/** An upstream with its catalogue built before anything is measured. */
async function upstreamAt(port, scale) {
  const upstream = await startUpstream({ port, scale });
  servers.push(upstream);
  await fetch(`${upstream.url}/v4/search/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"","skip":0,"top":1}' });
  return { ...upstream, health: await (await fetch(`${upstream.url}/__health`)).json() };
}

try {
  step('production build');
  if (!(await compileRedirects()) || !buildClient()) throw new Error('the build failed');
  ensureDevVars();

  step(`starting the demo upstream (SCALE=${plan.scale}) and the site`);
  const upstream = await upstreamAt(ports.upstream, plan.scale);
  // Cache lifetimes longer than the whole run: on a busy machine a run outlasts the default
  // 60-300 s, and each refresh is an outbound fetch, which under wrangler dev leaves workerd
  // memory it never returns (see scripts/load/sitemap-memory.mjs). The memory check is about
  // the worker serving a steady load, not about how many refreshes fell inside the window.
  const steady = '3600/3600/86400';
  const site = await startSite({ port: ports.site, upstream: upstream.url, vars: { CACHE_PROMOTION: steady, CACHE_SEARCH: steady, CACHE_CMS: steady, CACHE_PAGES: steady } });
  servers.push(site);
  const pid = workerdPid(site.processGroup);

  const mix = await discoverMix(site.url);
  step(`mix of ${mix.length} URLs: ${mix.map((m) => m.path).join(' ')}`);
  const load = { amount: plan.requests, connections: plan.connections };
  // One request per URL first: the runs measure a site whose caches hold its pages, as in
  // service. A first request of every URL at once is the fault suite's and the bench's concern.
  for (const { path } of mix) await (await fetch(`${site.url}${path}`, { redirect: 'manual' })).arrayBuffer();

  step(`run 1: ${plan.requests} requests at concurrency ${plan.connections}`);
  const first = await mixedRun(site.url, mix, load);
  await pause(1000);
  const afterFirst = memoryOf(pid);
  step(`run 2: the same again`);
  const second = await mixedRun(site.url, mix, load);
  await pause(1000);
  const afterSecond = memoryOf(pid);
  await site.stop();
  servers.splice(servers.indexOf(site), 1);

  step(`sitemaps: every edition sitemap of ${upstream.health.editions} editions on a fresh worker`);
  const large = await sitemapMemory({ upstreamUrl: upstream.url, port: ports.largeSitemaps, servers });
  step(`sitemaps: the same with SCALE=${plan.smallScale}`);
  const small = await upstreamAt(ports.smallUpstream, plan.smallScale);
  const smallSitemaps = await sitemapMemory({ upstreamUrl: small.url, port: ports.smallSitemaps, servers });
  step('done');
  await stopServers();

  const ok = report({ mix, first, second, afterFirst, afterSecond, large, smallSitemaps, editions: { large: upstream.health.editions, small: small.health.editions } });
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`\nLoad test failed: ${error.stack ?? error}`);
  await stopServers();
  process.exit(2);
}

function report({ mix, first, second, afterFirst, afterSecond, large, smallSitemaps, editions }) {
  const runs = [first, second];
  const memoryRatio = afterSecond.rssMb / afterFirst.rssMb;
  const checks = {
    allRequestsServed: runs.every((run) => run.requests === plan.requests),
    no5xx: runs.every((run) => run.status5xx === 0),
    noConnectionErrors: runs.every((run) => run.connectionErrors === 0 && run.timeouts === 0),
    expectedStatuses: runs.every((run) => Object.keys(run.unexpected).length === 0),
    memoryWithin10Percent: memoryRatio <= 1 + plan.memoryGrowth,
    sitemapsListEveryEdition: [large.cold, large.warm].every((r) => r.editions === editions.large) && [smallSitemaps.cold, smallSitemaps.warm].every((r) => r.editions === editions.small),
    sitemapChildrenWithinLimit: [large, smallSitemaps].every((s) => s.cold.childrenWithinLimit && s.warm.childrenWithinLimit),
    sitemapMemoryFlat: large.warm.growthMb <= smallSitemaps.warm.growthMb + plan.sitemapToleranceMb,
  };

  console.log(`\nLoad on loopback: ${mix.length} URLs (${kinds(mix)}), ${plan.requests} requests x 2 runs at concurrency ${plan.connections}.\n`);
  console.log(`${'run'.padEnd(8)}${'requests'.padStart(10)}${'rps'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'5xx'.padStart(6)}${'conn err'.padStart(10)}${'timeouts'.padStart(10)}${'RSS after MB'.padStart(14)}`);
  runs.forEach((run, i) => {
    const rss = i === 0 ? afterFirst.rssMb : afterSecond.rssMb;
    console.log(`${`run ${i + 1}`.padEnd(8)}${String(run.requests).padStart(10)}${String(round(run.rps, 0)).padStart(8)}${String(run.p50).padStart(8)}${String(run.p99).padStart(8)}${String(run.status5xx).padStart(6)}${String(run.connectionErrors).padStart(10)}${String(run.timeouts).padStart(10)}${String(round(rss)).padStart(14)}`);
  });
  console.log(`memory after run 2 / after run 1: ${round(memoryRatio, 3)} (at most ${1 + plan.memoryGrowth})`);
  for (const [i, run] of runs.entries()) {
    for (const [path, statuses] of Object.entries(run.unexpected)) console.log(`run ${i + 1} unexpected status: ${path} -> ${JSON.stringify(statuses)}`);
  }
  console.log(`\n${'sitemaps'.padEnd(12)}${'editions'.padStart(10)}${'children'.padStart(10)}${'largest'.padStart(9)}${'seconds'.padStart(9)}${'RSS before'.padStart(12)}${'peak'.padStart(8)}${'growth MB'.padStart(11)}`);
  const crawls = [['large cold', large.cold], ['small cold', smallSitemaps.cold], ['large warm', large.warm], ['small warm', smallSitemaps.warm]];
  for (const [name, run] of crawls) {
    console.log(`${name.padEnd(12)}${String(run.editions).padStart(10)}${String(run.children).padStart(10)}${String(run.largestChild).padStart(9)}${String(round(run.seconds)).padStart(9)}${String(round(run.beforeMb)).padStart(12)}${String(round(run.peakMb)).padStart(8)}${String(round(run.growthMb)).padStart(11)}`);
  }
  console.log(`sitemap memory growth from KV (warm), large minus small: ${round(large.warm.growthMb - smallSitemaps.warm.growthMb)} MB (at most ${plan.sitemapToleranceMb})`);
  console.log('(cold: every list page fetched from upstream; wrangler dev keeps memory per outbound fetch, so it grows with the reads, not with what the sitemap holds)');
  const failed = Object.entries(checks).filter(([, passed]) => !passed).map(([name]) => name);
  console.log(failed.length ? `\nMISSED: ${failed.join(', ')}` : '\nAll load checks passed.');
  const summary = {
    requests: first.requests + second.requests,
    connections: plan.connections,
    urls: mix.length,
    runs: runs.map((run) => ({ requests: run.requests, rps: round(run.rps, 0), p99: run.p99, status5xx: run.status5xx, connectionErrors: run.connectionErrors, timeouts: run.timeouts, unexpected: run.unexpected, perKind: run.perKind })),
    memoryMb: { afterFirst: round(afterFirst.rssMb), afterSecond: round(afterSecond.rssMb), ratio: round(memoryRatio, 3) },
    sitemaps: { large: { cold: roundAll(large.cold), warm: roundAll(large.warm) }, small: { cold: roundAll(smallSitemaps.cold), warm: roundAll(smallSitemaps.warm) } },
    checks,
    ok: failed.length === 0,
  };
  console.log(JSON.stringify(summary));
  return failed.length === 0;
}

function kinds(mix) {
  const counts = {};
  for (const { kind } of mix) counts[kind] = (counts[kind] ?? 0) + 1;
  return Object.entries(counts).map(([kind, n]) => `${n} ${kind}`).join(', ');
}

function roundAll(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, typeof value === 'number' ? round(value) : value]));
}
