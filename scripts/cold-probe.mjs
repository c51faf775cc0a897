// node scripts/cold-probe.mjs: the bench's cold figure (`cold_vs_upstream`) on its own, for the
// four pages the bench measures, in about two minutes instead of the whole bench. Same servers,
// same warm-up, same first-byte timing as scripts/bench.mjs measureCold, with its functions
// imported; the pages are chosen the same way. Prints each round, the medians and the ratio to
// the upstream delay, plus the upstream's own first byte on a fresh connection (its wrangler
// dev proxy adds a few ms to the 150 ms delay), so a figure can be read against what is left.
//
//   PROBE_PORT=9772  upstream on PROBE_PORT, the page-choosing site on +1, cold sites on +2..+5
//   PROBE_ROUNDS=3   rounds (each: four fresh workers, one page each)
//   PROBE_BUILD=0    skip the production build (dist/ must be current)
//   PROBE_READS=1    also print the upstream reads (GET counts, POSTs) each cold page made
// Wrap timing runs in `flock /tmp/site-suites.lock`; the load average is printed before and after.
import { readFileSync } from 'node:fs';
import { buildClient } from './lib/build-client.mjs';
import { compileRedirects } from './lib/compile-redirects.mjs';
import { ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { setUpstreamFaults, startSite, startUpstream } from './bench/bench-servers.mjs';
import { getText, timeToFirstByte } from './bench/http-load.mjs';
import { median } from './bench/report.mjs';

const port = Number(process.env.PROBE_PORT ?? 9772);
const rounds = Number(process.env.PROBE_ROUNDS ?? 3);
const showReads = process.env.PROBE_READS === '1';
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
  const pages = await choosePages(chooser.url);
  await chooser.stop();
  servers.splice(servers.indexOf(chooser), 1);
  console.log(`pages: ${pages.map((p) => p.path).join(', ')}`);

  const upstreamTtfb = [];
  const samples = Object.fromEntries(pages.map((page) => [page.name, []]));
  const previewKey = `probe-${Math.random().toString(36).slice(2)}-preview-key`;
  for (let round = 0; round < rounds; round += 1) {
    upstreamTtfb.push((await timeToFirstByte(`${upstream.url}/v4/promotion/publishers/featured`)).ttfb);
    const workers = await Promise.all(pages.map((_, i) => startSite({ port: port + 2 + i, upstream: upstream.url, vars: { UNPUBLISHED_KEY: previewKey } })));
    servers.push(...workers);
    try {
      const line = [];
      for (const [i, page] of pages.entries()) {
        const site = workers[i].url;
        // The bench's warm-up: a preview-mode not-found page, then one unrelated BFF read.
        const opened = await fetch(`${site}/bench-warm-up?strapi=${previewKey}`, { redirect: 'manual' });
        const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
        if (!cookie) throw new Error('the cold worker did not open preview mode for its warm-up');
        const warmUp = await fetch(`${site}/bench-warm-up`, { headers: { cookie } });
        await warmUp.text();
        if (warmUp.status !== 404) throw new Error(`the warm-up render answered ${warmUp.status}`);
        await (await fetch(`${site}/api/v4/promotion/institutions/featured`)).text();
        if (showReads) await clearReads(upstream.url);
        const { ttfb, status } = await timeToFirstByte(`${site}${page.path}`);
        if (status >= 400) throw new Error(`${page.path} answered ${status}`);
        samples[page.name].push(ttfb);
        line.push(`${page.name} ${ttfb.toFixed(0)}`);
        if (showReads) await printReads(upstream.url, page.name);
      }
      console.log(`round ${round + 1}: ${line.join(', ')} ms`);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      servers.splice(servers.length - workers.length, workers.length);
    }
  }
  await stopServers();

  const upstreamMs = median(upstreamTtfb);
  console.log(`\nupstream alone (fresh connection, first byte): median ${upstreamMs.toFixed(0)} ms`);
  console.log(`${'page'.padEnd(14)}${'cold ms'.padStart(9)}${'x up'.padStart(7)}  rounds`);
  const ratios = {};
  for (const page of pages) {
    const ms = median(samples[page.name]);
    ratios[page.name] = Math.round((ms / plan.upstreamDelayMs) * 100) / 100;
    console.log(`${page.name.padEnd(14)}${ms.toFixed(0).padStart(9)}${ratios[page.name].toFixed(2).padStart(7)}  ${samples[page.name].map((v) => v.toFixed(0)).join(' / ')}`);
  }
  console.log(`loadavg after: ${loadavg()}`);
  console.log(JSON.stringify({ cold_vs_upstream: ratios, upstream_ttfb_ms: Math.round(upstreamMs) }));
} catch (error) {
  console.error(`\nCold probe failed: ${error.stack ?? error}`);
  await stopServers();
  process.exit(2);
}

/** As scripts/bench.mjs choosePages: home, then the first work, artist and blog-article links the site shows. */
async function choosePages(site) {
  const home = await getText(`${site}/`);
  const blog = await getText(`${site}/blog`);
  const artists = await getText(`${site}/artists`);
  const firstLink = (html, pattern, what) => {
    const match = html.match(pattern);
    if (!match) throw new Error(`no ${what} link found`);
    return match[1];
  };
  return [
    { name: 'home', path: '/' },
    { name: 'work', path: firstLink(home, /href="(\/work\/[^"?#]+)"/, 'work') },
    { name: 'artist', path: firstLink(artists, /href="(\/artists\/[^"?#]+)"/, 'artist') },
    { name: 'blog-article', path: firstLink(blog, /href="(\/blog\/(?!category\/)[^"?#]+)"/, 'blog article') },
  ];
}

async function clearReads(upstream) {
  await fetch(`${upstream}/__reads`, { method: 'DELETE' });
  await fetch(`${upstream}/__received`, { method: 'DELETE' });
}

/** The reads the cold page made (the demo upstream's hooks; POST reads are in /__received). */
async function printReads(upstream, name) {
  // Streamed parts may still be reading: the body was read to the end, so they have finished.
  const gets = (await (await fetch(`${upstream}/__reads`)).json()).reads;
  const posts = await (await fetch(`${upstream}/__received`)).json();
  console.log(`  ${name} reads: ${[...Object.keys(gets).map((k) => `GET ${k}`), ...posts.map((p) => `POST ${p.path} ${p.time.slice(17)}`)].join('\n    ')}`);
}
