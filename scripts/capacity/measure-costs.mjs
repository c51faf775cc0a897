// npm run capacity:measure: what one request costs the worker, taken from the worker itself,
// written to docs/capacity-costs.json for the capacity model (scripts/capacity.mjs) to read.
//
// The production build, the demo upstream (no delay) and two site workers under wrangler dev:
// one as configured, one with its page cache off (CACHE_PAGES "0/0/0"), so every request to it
// renders with the upstream answers already in memory. Per page family:
//   - upstream reads: a cold render of one item, a second item, and the first in German, read
//     from the demo upstream's request records: reads every page of the family shares, reads of
//     the item, reads of the language (the CMS's localised answers). The layout's own read (the
//     footer's) is taken first, on a page of its own, and counted apart.
//   - CPU ms of a cold render (upstream answers fetched, KV written), a warm render (answers in
//     memory), a page-cache hit, and a client navigation's data request: the user+system time of
//     the workerd that runs the worker (/proc, Linux), over sequential requests, less its idle rate.
// Local workerd emulates KV in the same process and adds its inspector: its CPU is an upper
// bound of what production bills, which the model states.
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startSite, startUpstream } from '../bench/bench-servers.mjs';
import { startProbe } from '../bench/probe-run.mjs';
import { workerdPid } from '../load/process-memory.mjs';
import { clearUpstreamRecords, upstreamReads } from '../burst/upstream-reads.mjs';

export const COSTS_FILE = 'docs/capacity-costs.json';

const PORT = Number(process.env.CAPACITY_PORT ?? 9960);
/** Requests per warm figure; cold renders per family (distinct items or languages). */
const REPEAT = 40;
const COLD = 14;
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'zh'];
const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim());

/** user+system CPU of a process so far, in ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const localized = (language, path) => (language === 'en' ? path : `/${language}${path === '/' ? '' : path}`);

/** Which of the worker's cache lifetimes an upstream read takes (worker/upstream/families.ts). */
function lifetimeOf(read) {
  const [, path] = read.split(' ');
  if (path.startsWith('/v4/promotion/prices') || path.startsWith('/v4/stripeSubscription') || path.startsWith('/v4/subscription')) return 'prices';
  if (path.startsWith('/v4/search')) return 'search';
  if (path.startsWith('/cms')) return 'cms';
  return 'promotion';
}

/** The counts of a set of upstream reads, by lifetime. */
function byLifetime(reads) {
  const counts = { promotion: 0, search: 0, cms: 0, prices: 0 };
  for (const [read, n] of reads) counts[lifetimeOf(read)] += n;
  return counts;
}

async function text(url, init, status = 200) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== status) throw new Error(`${url} answered ${response.status}`);
  return body;
}

/** A page that reads only what the layout reads: the not-found page. */
const LAYOUT_ONLY = '/capacity-measure-not-a-page';

/** Every address the sitemaps list, by source (the child's name before its number). */
async function sitemapAddresses(site) {
  const index = await text(`${site}/sitemap.xml`);
  const bySource = new Map();
  for (const [, child] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const file = new URL(child).pathname.split('/').pop();
    const source = /^([a-z-]+)-\d+\.xml$/.exec(file)?.[1];
    if (!source) continue;
    const body = await text(`${site}${new URL(child).pathname}`);
    // The English addresses: the <loc> of each <url> (the alternates name the other languages).
    const paths = [...body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const url = new URL(loc);
      return `${url.pathname}${url.search}`;
    });
    bySource.set(source, [...(bySource.get(source) ?? []), ...paths.filter((path) => !/^\/(de|fr|es|it|ja|zh)(\/|$)/.test(path))]);
  }
  return bySource;
}

/** The page families the model knows, each with the addresses to measure it on. */
function familiesFrom(addresses) {
  const take = (source, filter = () => true) => (addresses.get(source) ?? []).filter(filter);
  const fixed = take('pages');
  const families = {
    home: ['/'],
    edition: take('editions'),
    composition: take('compositions'),
    artist: take('artists'),
    publisher: take('publishers'),
    instrument: take('instruments'),
    playlist: take('playlists'),
    'blog-article': take('blog-articles'),
    'blog-category': take('blog-categories'),
    legal: take('legal'),
    // Lists and fixed pages other than the home page: one family, measured on the lists.
    list: fixed.filter((path) => ['/artists', '/publishers', '/blog', '/faq', '/pricing'].includes(path)),
    // Search results: a different query each time (the words of edition titles).
    search: [
      'piano',
      'sonata',
      'concerto',
      'suite',
      'violin',
      'quartet',
      'song',
      'prelude',
      'etude',
      'mass',
      'fugue',
      'trio',
      'waltz',
      'nocturne',
      'organ',
      'cello',
    ].map((q) => `/search?q=${q}`),
  };
  for (const [name, paths] of Object.entries(families)) if (paths.length === 0) throw new Error(`the sitemaps list no address for ${name}`);
  return families;
}

/** CPU ms per request over `paths` asked in turn, less the process's idle rate. */
async function cpuPerRequest(site, pid, paths, idlePerMs, init) {
  let bytes = 0;
  const start = cpuMs(pid);
  const began = performance.now();
  for (const path of paths) bytes += (await text(`${site.url}${path}`, init)).length;
  const elapsed = performance.now() - began;
  const used = cpuMs(pid) - start - idlePerMs * elapsed;
  return { cpuMs: Math.max(0, used / paths.length), chars: Math.round(bytes / paths.length) };
}

async function idleRate(pid) {
  const start = cpuMs(pid);
  const began = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return (cpuMs(pid) - start) / (performance.now() - began);
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function measureCosts({ log, part }) {
  const upstream = await part('upstream', () => startUpstream({ port: PORT + 2, scale: 1 }));
  const [site, uncached] = await part('sites', () =>
    Promise.all([startSite({ port: PORT, upstream: upstream.url }), startSite({ port: PORT + 1, upstream: upstream.url, vars: { CACHE_PAGES: '0/0/0' } })]),
  );
  const pid = workerdPid(site.processGroup);
  const uncachedPid = workerdPid(uncached.processGroup);
  const families = await part('addresses', async () => familiesFrom(await sitemapAddresses(uncached.url)));

  // The layout's own read, on a page that reads nothing else; then its other languages, so the
  // families' German reads are their own.
  await clearUpstreamRecords(upstream.url);
  await text(`${site.url}${LAYOUT_ONLY}`, {}, 404);
  const layout = byLifetime(await upstreamReads(upstream.url));
  await clearUpstreamRecords(upstream.url);
  await text(`${site.url}/de${LAYOUT_ONLY}`, {}, 404);
  const layoutLanguage = byLifetime(await upstreamReads(upstream.url));
  for (const language of LANGUAGES.slice(2)) await text(`${site.url}/${language}${LAYOUT_ONLY}`, {}, 404);
  log(`layout reads ${JSON.stringify(layout)}, and ${JSON.stringify(layoutLanguage)} more in another language`);

  const [idle, uncachedIdle] = await Promise.all([idleRate(pid), idleRate(uncachedPid)]);
  const measured = {};
  for (const [name, paths] of Object.entries(families)) {
    await part(name, async () => {
      const [first, second] = paths;
      const readsOf = async (path) => {
        await clearUpstreamRecords(upstream.url);
        await text(`${site.url}${path}`);
        return byLifetime(await upstreamReads(upstream.url));
      };
      const all = await readsOf(first);
      // A family of one page (the home page) has nothing of an item's own.
      const item = second ? await readsOf(second) : { promotion: 0, search: 0, cms: 0, prices: 0 };
      const language = await readsOf(localized('de', first));
      const shared = Object.fromEntries(Object.entries(all).map(([kind, n]) => [kind, Math.max(0, n - item[kind])]));
      // Cold: items (and, for a family of few, languages) never asked before.
      const cold = [];
      for (const language of LANGUAGES) for (const path of paths.slice(2)) if (cold.length < COLD) cold.push(localized(language, path));
      for (const language of LANGUAGES.slice(2)) if (cold.length < COLD) cold.push(localized(language, first));
      const coldCost = await cpuPerRequest(site, pid, cold, idle);
      const again = Array.from({ length: REPEAT }, () => first);
      const cachedCost = await cpuPerRequest(site, pid, again, idle);
      await text(`${uncached.url}${first}`);
      const warmCost = await cpuPerRequest(uncached, uncachedPid, again, uncachedIdle);
      const [pathname, query = ''] = first.split('?');
      const data = Array.from({ length: REPEAT }, () => `${pathname === '/' ? '' : pathname}/__data${query ? `?${query}` : ''}`);
      const dataCost = await cpuPerRequest(site, pid, data, idle);
      measured[name] = {
        measuredOn: first,
        htmlChars: cachedCost.chars,
        reads: { shared, item, language },
        cpuMs: { cold: round(coldCost.cpuMs), warm: round(warmCost.cpuMs), cached: round(cachedCost.cpuMs), data: round(dataCost.cpuMs) },
        coldSamples: cold.length,
      };
      log(`${name}: ${JSON.stringify(measured[name].cpuMs)} reads ${JSON.stringify(measured[name].reads)}`);
    });
  }
  const bff = await part('bff', () =>
    cpuPerRequest(
      site,
      pid,
      Array.from({ length: REPEAT }, () => '/api/v4/search/lookupedition?edition=sonata&top=8'),
      idle,
    ),
  );
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const costs = {
    about:
      'Written by `npm run capacity:measure` (scripts/capacity/measure-costs.mjs); do not edit by hand. CPU is the ' +
      "local workerd's user+system time per request, which includes its KV emulation: an upper bound of what " +
      'production bills.',
    measuredAt: new Date().toISOString(),
    commit,
    cpus: cpus().length,
    loadAverage: loadavg().map((n) => round(n)),
    clockTickMs: TICK_MS,
    layoutReads: { shared: layout, language: layoutLanguage },
    families: measured,
    bff: { cpuMs: round(bff.cpuMs), measuredOn: '/api/v4/search/lookupedition?edition=sonata&top=8' },
  };
  writeFileSync(COSTS_FILE, `${JSON.stringify(costs, null, 2)}\n`);
  log(`wrote ${COSTS_FILE}`);
  await Promise.all([site.stop(), uncached.stop(), upstream.stop()]);
  return costs;
}

async function runMeasurement() {
  const { log, part, prepare, run } = startProbe('capacity-measure', {
    build: 300_000,
    upstream: 120_000,
    sites: 180_000,
    addresses: 120_000,
    ...perFamilyBounds(),
  });
  await run(async () => {
    await prepare();
    await measureCosts({ log, part });
  });
}

function perFamilyBounds() {
  const names = [
    'home',
    'edition',
    'composition',
    'artist',
    'publisher',
    'instrument',
    'playlist',
    'blog-article',
    'blog-category',
    'legal',
    'list',
    'search',
    'bff',
  ];
  return Object.fromEntries(names.map((name) => [name, 120_000]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(new URL('../..', import.meta.url).pathname);
  await runMeasurement();
}
