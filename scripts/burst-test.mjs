// npm run test:burst: many visitors at once on pages nobody has read yet, each burst on a fresh
// worker (empty KV, empty isolate) in front of the demo upstream (100,200 editions, every answer
// 250 ms late), on loopback. Passes when no answer is a 5xx, a connection error or a timeout, and
// no upstream read (GET by path and query, search POST by body) was asked for more than once:
// wrangler dev runs the worker in one isolate, so that is "once per key per isolate". Then the
// coordinator's cost on a normal miss: the same unread pages one at a time, with and without it.
// Then the purge burst (decision 064): read pages are asked again after a signed purge of the
// promotion family, in the refresh budget's windows; passes when every answer is 200, the first
// window's refreshes use the whole budget and no window's exceed it (UPSTREAM_REFRESH_LIMIT,
// wrangler.toml; locally every root is the one demo upstream, one origin), and no answer is
// refreshed twice.
// BURST_SHORT=1 (npm test) sends fewer requests per burst; --no-build reuses dist/.
// Prints a table and one JSON line; exit 1 on a miss, 2 when the run itself failed.
import { loadavg } from 'node:os';
import { buildClient } from '../build/build-client.mjs';
import { compileRedirects } from '../redirects/compile-redirects.mjs';
import { devVar, ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { readRefreshBudget } from './burst/refresh-budget.mjs';
import { sendPurge } from './purge.mjs';
import { timeLimit } from './lib/time-limit.mjs';
import { startSite, startUpstream } from './bench/bench-servers.mjs';
import { bursts, missPages, purgePages } from './burst/bursts.mjs';
import { fire } from './burst/fire.mjs';
import { clearUpstreamRecords, upstreamReads } from './burst/upstream-reads.mjs';

const short = process.env.BURST_SHORT === '1';
/** Who calls upstream on a miss during the bursts: the site's default, or BURST_COORDINATION. */
const coordination = process.env.BURST_COORDINATION;
const plan = {
  scale: 334,
  upstreamDelayMs: 250,
  /** The whole run is stopped (exit 2) past this. */
  maxSeconds: 360,
};
const base = Number(process.env.BURST_PORT ?? 8890);
const ports = { site: base, upstream: base + 1, other: base + 2 };

const servers = [];
const stopServers = () => Promise.all(servers.splice(0).map((server) => server.stop()));
stopOnSignals();
const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const load = () => loadavg().map((n) => round(n, 2));

timeLimit(plan.maxSeconds, 'Burst run', stopServers);

/** One burst on a worker that has read nothing yet. */
async function runBurst(burst, upstream) {
  const site = await startSite({ port: ports.site, upstream, vars: coordination ? { UPSTREAM_COORDINATION: coordination } : {} });
  servers.push(site);
  try {
    await clearUpstreamRecords(upstream);
    const loadBefore = load();
    const { answers, wallMs } = await fire(site.url, burst.paths);
    const reads = await upstreamReads(upstream);
    return summarise(burst, answers, wallMs, reads, loadBefore);
  } finally {
    await site.stop();
    servers.splice(servers.indexOf(site), 1);
  }
}

/**
 * What the coordinator's hop costs a visitor without a burst: the same unread pages asked one at
 * a time of two fresh workers, one calling upstream through the coordinator and one directly,
 * alternating which goes first. Times are to the last byte.
 */
async function normalMisses(upstream, paths) {
  const sites = {
    'durable-object': await startSite({ port: ports.site, upstream, vars: { UPSTREAM_COORDINATION: 'durable-object' } }),
    isolate: await startSite({ port: ports.other, upstream, vars: { UPSTREAM_COORDINATION: 'isolate' } }),
  };
  servers.push(...Object.values(sites));
  try {
    const times = { 'durable-object': [], isolate: [] };
    for (const [i, path] of paths.entries()) {
      const order = i % 2 === 0 ? ['durable-object', 'isolate'] : ['isolate', 'durable-object'];
      for (const mode of order) {
        const { answers } = await fire(sites[mode].url, [path]);
        if (answers[0].status !== 200) throw new Error(`${path} on the ${mode} worker answered ${answers[0].status ?? answers[0].error}`);
        times[mode].push(answers[0].ms);
      }
    }
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const coordinated = median(times['durable-object']);
    const direct = median(times.isolate);
    return { pages: paths.length, medianMs: { coordinated: round(coordinated), direct: round(direct) }, ratio: round(coordinated / direct, 3) };
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
    for (const site of Object.values(sites)) servers.splice(servers.indexOf(site), 1);
  }
}

/**
 * The purge burst: a worker that has read `paths` (their answers in memory and KV, their pages
 * kept) gets a signed purge of the promotion family at the start of a budget window, and the
 * same pages again at the start of each of `windows` windows. Counted per window: the answers'
 * statuses and the upstream reads, which are the refreshes that found a token.
 */
async function purgeBurst(upstream, paths, windows) {
  const budget = readRefreshBudget();
  const site = await startSite({ port: ports.site, upstream });
  servers.push(site);
  try {
    // Read once (misses), then again so every page is kept and every answer is in KV.
    for (let i = 0; i < 2; i++) {
      const { answers } = await fire(site.url, paths);
      const failed = answers.filter((a) => a.status !== 200);
      if (failed.length)
        throw new Error(`warming the purge burst's pages: ${failed.length} answers were not 200 (${failed[0].path}: ${failed[0].status ?? failed[0].error})`);
    }
    const key = devVar('CACHE_PURGE_KEY');
    const rows = [];
    const seen = new Map();
    for (let w = 0; w < windows; w++) {
      const windowEnd = await windowStart(budget.period);
      await clearUpstreamRecords(upstream);
      if (w === 0) {
        const purge = await sendPurge(site.url, key, ['promotion'], 'burst-run');
        if (purge.status !== 200) throw new Error(`the purge was refused: ${purge.status} ${JSON.stringify(purge.body)}`);
      }
      const loadBefore = load();
      const { answers, wallMs } = await fire(site.url, paths);
      // The refreshes run behind the answers: count them at the window's end.
      await sleep(Math.max(0, windowEnd - Date.now() - 250));
      const reads = await upstreamReads(upstream);
      for (const [read, n] of reads) seen.set(read, (seen.get(read) ?? 0) + n);
      rows.push({ ...summarise({ name: `purge window ${w + 1}`, what: '', paths }, answers, wallMs, reads, loadBefore), budget: budget.limit });
    }
    return { rows, budget, refreshedTwice: [...seen].filter(([, n]) => n > 1).map(([read]) => read) };
  } finally {
    await site.stop();
    servers.splice(servers.indexOf(site), 1);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the next rate-limit window to begin (windows are aligned to the clock in whole
 * periods, as the binding counts locally) and returns when it ends, ms since epoch.
 */
async function windowStart(periodSeconds) {
  const period = periodSeconds * 1000;
  const next = Math.ceil(Date.now() / period) * period;
  await sleep(next - Date.now() + 20);
  return next + period;
}

function summarise(burst, answers, wallMs, reads, loadBefore) {
  const statuses = {};
  const pageCache = {};
  for (const answer of answers) {
    const label = answer.status ?? answer.error;
    statuses[label] = (statuses[label] ?? 0) + 1;
    if (answer.pageCache) pageCache[answer.pageCache] = (pageCache[answer.pageCache] ?? 0) + 1;
  }
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const repeated = Object.fromEntries([...reads].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]));
  return {
    name: burst.name,
    what: burst.what,
    requests: answers.length,
    pages: new Set(burst.paths).size,
    statuses,
    pageCache,
    status5xx: answers.filter((a) => a.status >= 500).length,
    connectionErrors: answers.filter((a) => a.error === 'connection').length,
    timeouts: answers.filter((a) => a.error === 'timeout').length,
    upstreamReads: [...reads.values()].reduce((sum, n) => sum + n, 0),
    distinctKeys: reads.size,
    maxReadsPerKey: Math.max(0, ...reads.values()),
    repeated,
    wallMs: round(wallMs),
    p50Ms: round(times[Math.floor(times.length / 2)] ?? 0),
    maxMs: round(times.at(-1) ?? 0),
    loadBefore,
  };
}

function report(results, misses, purged) {
  const checks = {
    no5xx: results.every((r) => r.status5xx === 0),
    noConnectionErrors: results.every((r) => r.connectionErrors === 0 && r.timeouts === 0),
    oneUpstreamReadPerKey: results.every((r) => r.maxReadsPerKey <= 1),
    purgeAnsweredAt200: purged.rows.every((r) => r.statuses[200] === r.requests),
    purgeWithinBudget: purged.rows.every((r) => r.upstreamReads <= purged.budget.limit),
    // The budget was what held the refreshes back: the first window used all of it.
    purgeBudgetBound: purged.rows[0].upstreamReads === purged.budget.limit,
    purgeRefreshedOnce: purged.refreshedTwice.length === 0,
  };
  console.log(
    `\nBursts on fresh workers (upstream calls by ${coordination ?? 'the default, isolate'}), ` +
      `demo upstream of SCALE=${plan.scale} answering after ${plan.upstreamDelayMs} ms${short ? ' (short form)' : ''}.\n`,
  );
  const columns = [
    ['burst', 16, (r) => r.name],
    ['requests', 9, (r) => r.requests],
    ['pages', 6, (r) => r.pages],
    [
      'statuses',
      22,
      (r) =>
        Object.entries(r.statuses)
          .map(([s, n]) => `${s}:${n}`)
          .join(' '),
    ],
    [
      'x-page-cache',
      22,
      (r) =>
        Object.entries(r.pageCache)
          .map(([s, n]) => `${s}:${n}`)
          .join(' '),
    ],
    ['upstream reads', 15, (r) => r.upstreamReads],
    ['keys', 6, (r) => r.distinctKeys],
    ['max/key', 8, (r) => r.maxReadsPerKey],
    ['wall ms', 8, (r) => r.wallMs],
    ['p50 ms', 7, (r) => r.p50Ms],
    ['max ms', 7, (r) => r.maxMs],
    ['load', 16, (r) => r.loadBefore.join(' ')],
  ];
  console.log(columns.map(([name, width], i) => (i === 0 ? name.padEnd(width) : name.padStart(width + 1))).join(''));
  for (const r of [...results, ...purged.rows])
    console.log(columns.map(([, width, cell], i) => (i === 0 ? String(cell(r)).padEnd(width) : String(cell(r)).padStart(width + 1))).join(''));
  console.log(
    `\nPurge burst: the promotion family purged at the start of window 1 (${purged.budget.period} s each); every window ` +
      `re-asks the ${purged.rows[0].pages} read pages. Refresh budget: ${purged.budget.limit} upstream refreshes an origin a window ` +
      `(UPSTREAM_REFRESH_LIMIT); upstream reads by window: ${purged.rows.map((r) => r.upstreamReads).join(', ')}.` +
      `${purged.refreshedTwice.length ? ` Refreshed twice: ${purged.refreshedTwice.slice(0, 5).join('; ')}` : ''}`,
  );
  for (const r of results) {
    const top = Object.entries(r.repeated).slice(0, 5);
    if (top.length)
      console.log(
        `${r.name}: read more than once: ${top.map(([key, n]) => `${key} x${n}`).join('; ')}` +
          `${Object.keys(r.repeated).length > 5 ? ` (+${Object.keys(r.repeated).length - 5} more keys)` : ''}`,
      );
  }
  console.log(
    `\nNormal misses (${misses.pages} unread pages one at a time, to the last byte): ` +
      `median ${misses.medianMs.coordinated} ms through the coordinator, ` +
      `${misses.medianMs.direct} ms calling upstream directly (ratio ${misses.ratio}; reported, not checked).`,
  );
  const failed = Object.entries(checks)
    .filter(([, passed]) => !passed)
    .map(([name]) => name);
  console.log(failed.length ? `\nMISSED: ${failed.join(', ')}` : '\nAll burst checks passed.');
  const summary = {
    short,
    coordination: coordination ?? 'isolate',
    upstreamDelayMs: plan.upstreamDelayMs,
    normalMisses: misses,
    bursts: results.map(({ what: _what, repeated, ...r }) => ({ ...r, keysReadMoreThanOnce: Object.keys(repeated).length })),
    purge: { budget: purged.budget, windows: purged.rows.map(({ what: _what, repeated: _repeated, ...r }) => r), refreshedTwice: purged.refreshedTwice.length },
    checks,
    ok: failed.length === 0,
  };
  console.log(JSON.stringify(summary));
  return failed.length === 0;
}

try {
  if (!process.argv.includes('--no-build')) {
    step('production build');
    if (!(await compileRedirects()) || !buildClient()) throw new Error('the build failed');
  }
  ensureDevVars();
  step(`starting the demo upstream (SCALE=${plan.scale}, every answer after ${plan.upstreamDelayMs} ms)`);
  const upstream = await startUpstream({ port: ports.upstream, scale: plan.scale, delayMs: plan.upstreamDelayMs });
  servers.push(upstream);
  // The catalogue is built on first use: build it before any burst.
  await fetch(`${upstream.url}/v4/search/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"","skip":0,"top":1}' });

  const results = [];
  for (const burst of bursts({ short })) {
    step(`${burst.name}: ${burst.paths.length} requests at once (${burst.what}) on a fresh worker`);
    results.push(await runBurst(burst, upstream.url));
  }
  step(`normal misses: ${missPages({ short }).length} unread pages one at a time, through the coordinator and directly`);
  const misses = await normalMisses(upstream.url, missPages({ short }));
  const windows = short ? 2 : 3;
  step(`purge burst: ${purgePages({ short }).length} read pages, the promotion family purged, asked again in ${windows} budget windows`);
  const purged = await purgeBurst(upstream.url, purgePages({ short }), windows);
  await stopServers();
  process.exit(report(results, misses, purged) ? 0 : 1);
} catch (error) {
  console.error(`\nBurst run failed: ${error.stack ?? error}`);
  await stopServers();
  process.exit(2);
}
