// npm run bench: how the site performs against the demo upstream, on loopback, with production
// builds. BENCH_QUICK=1 runs every section shorter (under 2 minutes). Speed targets live here,
// never in timed tests. The last line printed is one JSON object with every figure; the exit
// code is 1 when a target is missed. docs/performance.md explains the figures.
import { buildClient } from './lib/build-client.mjs';
import { compileRedirects } from './lib/compile-redirects.mjs';
import { ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { measureRedirectLookup, MAX_LOOKUP_RATIO } from './bench/redirect-lookup.mjs';
import { setUpstreamFaults, startSite, startUpstream } from './bench/bench-servers.mjs';
import { getText, loadRun, timeToFirstByte } from './bench/http-load.mjs';
import { measureFirstLoad } from './bench/browser-load.mjs';
import { lighthouseScores } from './bench/lighthouse-scores.mjs';
import { median, printReport, TARGETS } from './bench/report.mjs';

const quick = process.env.BENCH_QUICK === '1';
const plan = {
  // 334 x 300 fixture editions: just over 100,000.
  scale: Number(process.env.BENCH_SCALE ?? 334),
  upstreamDelayMs: 150,
  loadSeconds: quick ? 3 : 10,
  connections: 10,
  coldRounds: quick ? 1 : 3,
};
const port = Number(process.env.BENCH_PORT ?? 8870);
const upstreamPort = port + 1;
const coldPort = port + 2; // one per page, port + 2 ... port + 5

const servers = [];
const stopServers = () => Promise.all(servers.splice(0).map((server) => server.stop()));
stopOnSignals();
const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);

try {
  step('redirect lookup');
  const redirects = await measureRedirectLookup({ quick });

  step('production build');
  if (!(await compileRedirects()) || !buildClient()) throw new Error('the build failed');
  ensureDevVars();

  step(`starting the demo upstream (SCALE=${plan.scale}) and the site`);
  const upstream = await startUpstream({ port: upstreamPort, scale: plan.scale });
  servers.push(upstream);
  const health = await (await fetch(`${upstream.url}/__health`)).json();
  // The catalogue is built on first use; build it before any timing, then delay every answer.
  await fetch(`${upstream.url}/v4/search/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"","skip":0,"top":1}' });
  await setUpstreamFaults(upstream.url, { mode: 'slow', delayMs: plan.upstreamDelayMs, pathPrefix: '/' });
  const site = await startSite({ port, upstream: upstream.url });
  servers.push(site);

  const pages = await choosePages(site.url);
  const staticPath = await hashedStylesheet(site.url);
  step(`pages: ${pages.map((p) => p.path).join(', ')}; static: ${staticPath}`);

  step('cold: first request of each page on a worker with every cache empty');
  const cold = await measureCold(pages, upstream.url);

  step('warm: every upstream answer cached');
  const load = { seconds: plan.loadSeconds, connections: plan.connections };
  const staticRun = await loadRun(`${site.url}${staticPath}`, load);
  const warm = {};
  for (const page of pages) {
    for (let i = 0; i < 5; i += 1) await getText(`${site.url}${page.path}`);
    warm[page.name] = await loadRun(`${site.url}${page.path}`, load);
  }

  step('browser: first-load JavaScript and hydration requests');
  const firstLoad = await measureFirstLoad(site.url, pages);

  step('lighthouse (mobile)');
  const lighthouse = await lighthouseScores(site.url, pages);
  step('done');

  await stopServers();
  const ok = printReport({ plan, quick, health, pages, staticPath, staticRun, warm, cold, firstLoad, lighthouse, redirects, maxLookupRatio: MAX_LOOKUP_RATIO, targets: TARGETS });
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(`\nBench failed: ${error.stack ?? error}`);
  await stopServers();
  process.exit(2);
}

/** The home page, then the first work, artist and blog-article links the site itself shows. */
async function choosePages(site) {
  const home = await getText(`${site}/`);
  const blog = await getText(`${site}/blog`);
  const firstLink = (html, pattern, what) => {
    const match = html.match(pattern);
    if (!match) throw new Error(`no ${what} link found to benchmark`);
    return match[1];
  };
  const work = firstLink(home, /href="(\/work\/[^"?#]+)"/, 'work');
  const artists = await getText(`${site}/artists`);
  return [
    { name: 'home', path: '/' },
    { name: 'work', path: work },
    { name: 'artist', path: firstLink(artists, /href="(\/artists\/[^"?#]+)"/, 'artist') },
    { name: 'blog-article', path: firstLink(blog, /href="(\/blog\/(?!category\/)[^"?#]+)"/, 'blog article') },
  ];
}

/** The site's hashed stylesheet: a built file served by the same server, sized like a page. */
async function hashedStylesheet(site) {
  const html = await getText(`${site}/`);
  const match = html.match(/href="(\/assets\/[^"]+\.css)"/);
  if (!match) throw new Error('no hashed stylesheet linked from the page');
  return match[1];
}

/**
 * Cold TTFB: one fresh worker per page (its own KV directory, a new isolate), so each page's
 * first request finds every cache empty, including the data its layout shares with other
 * pages. A new isolate's first render also pays, once per isolate and whatever the caches
 * hold, for V8 compiling the renderer and for opening the KV store and the outbound connection.
 * That is measured on its own (`firstRender`); before the cold request the worker runs a
 * preview-mode render of the not-found page (preview reads skip every cache, and the page reads
 * nothing else) and one BFF read through the KV cache of data no measured page uses
 * (the featured institutions).
 */
async function measureCold(pages, upstreamUrl) {
  const samples = Object.fromEntries(pages.map((page) => [page.name, []]));
  const firstRender = [];
  let errors = 0;
  const previewKey = `bench-${Math.random().toString(36).slice(2)}-preview-key`;
  for (let round = 0; round < plan.coldRounds; round += 1) {
    const workers = await Promise.all(pages.map((_, i) => startSite({ port: coldPort + i, upstream: upstreamUrl, vars: { UNPUBLISHED_KEY: previewKey } })));
    servers.push(...workers);
    try {
      for (const [i, page] of pages.entries()) {
        const site = workers[i].url;
        const opened = await fetch(`${site}/bench-warm-up?strapi=${previewKey}`, { redirect: 'manual' });
        const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
        if (!cookie) throw new Error('the cold worker did not open preview mode for its warm-up');
        const start = performance.now();
        const warmUp = await fetch(`${site}/bench-warm-up`, { headers: { cookie } });
        await warmUp.text();
        if (warmUp.status !== 404) throw new Error(`the warm-up render answered ${warmUp.status}`);
        firstRender.push(performance.now() - start);
        await (await fetch(`${site}/api/v4/promotion/institutions/featured`)).text();
        const { ttfb, status } = await timeToFirstByte(`${site}${page.path}`);
        if (status >= 400) errors += 1;
        samples[page.name].push(ttfb);
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      servers.splice(servers.length - workers.length, workers.length);
    }
  }
  return { ttfb: Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)])), firstRenderMs: median(firstRender), samples, errors };
}
