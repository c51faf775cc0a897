// npm run bench: how the site performs against the demo upstream, on loopback, with production
// builds. BENCH_QUICK=1 runs every section shorter. Speed targets live here, never in timed
// tests. Every step is bounded in time; one that fails is reported by name beside the figures
// of those that worked. The last line printed is one JSON object with every figure. Exit code:
// 0 every target met, 1 a target missed, 2 the run itself failed (a step failed or overran, or
// the run was interrupted). Everything it started is stopped on every way out.
// BENCH_LANGUAGE=de measures the same pages in another language (/de/…), against the same targets.
// docs/performance.md explains the figures. A full run that measured every step (exit 0 or 1)
// writes its figures against their targets to docs/performance-current.md (a quick one too with
// BENCH_WRITE_CURRENT=1). npm test runs a short form of its page list
// (scripts/bench-load-check.mjs): every page it loads answers 200 itself.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { ensureDevVars } from './lib/servers.mjs';
import { timeLimit } from './lib/time-limit.mjs';
import { measureRedirectLookup, MAX_LOOKUP_RATIO } from './bench/redirect-lookup.mjs';
import { productionBuild } from './bench/production-build.mjs';
import { startBenchServers } from './bench/bench-servers.mjs';
import { choosePages, hashedStylesheet } from './bench/pages.mjs';
import { answersDirectly } from './bench/direct-page.mjs';
import { measureCold } from './bench/cold.mjs';
import { measureWarm } from './bench/http-load.mjs';
import { measureFirstLoad, startBrowser } from './bench/browser-load.mjs';
import { lighthouseAuditor } from './bench/lighthouse-scores.mjs';
import { measureBfcache, measureNavigationWalk, startNavigationBrowser } from './bench/navigation.mjs';
import { startH2Front } from './bench/h2-front.mjs';
import { firstClickFamilies, firstVisitPages, measureFirstClick, measureFirstVisit, VISITOR_BROWSER_ARGS } from './bench/new-visitor.mjs';
import { killEverythingNow, stopEverything } from './bench/processes.mjs';
import { machineLoad, printReport } from './bench/report.mjs';
import { CURRENT_FIGURES_FILE, CURRENT_FIGURES_PATH, currentFigures } from './bench/current-figures.mjs';
import { createRun } from './bench/steps.mjs';
import { SITE_LANGUAGES } from '../build/build-client.mjs';
import { everyPageFirstLoad } from './lib/first-load-js.mjs';

const quick = process.env.BENCH_QUICK === '1';
const writeCurrent = !quick || process.env.BENCH_WRITE_CURRENT === '1';
const plan = {
  // 334 x 300 fixture editions: just over 100,000.
  scale: Number(process.env.BENCH_SCALE ?? 334),
  upstreamDelayMs: 150,
  loadSeconds: quick ? 3 : 10,
  connections: 10,
  coldRounds: quick ? 1 : 3,
  lighthouseRuns: quick ? 1 : 3,
  // One Lighthouse run of one page: about 10 s here, twice that on a busy machine.
  lighthouseTimeoutMs: Number(process.env.BENCH_LIGHTHOUSE_TIMEOUT_MS ?? 90_000),
  // Measured walks per mode of the navigation walk, after one that warms every cache.
  navigationWalks: quick ? 2 : 5,
  // Samples of each first visit (per page and protocol) and first click (per family and mode) of
  // a new visitor (scripts/bench/new-visitor.mjs), each in an empty browser context.
  newVisitorSamples: Number(process.env.BENCH_NEW_VISITOR_SAMPLES ?? (quick ? 1 : 3)),
  // The pages' language: '' is English at the root; 'de' measures /de/… (issue 20).
  language: process.env.BENCH_LANGUAGE ?? 'en',
};
if (!SITE_LANGUAGES.includes(plan.language)) throw new Error(`BENCH_LANGUAGE=${plan.language} is not one of the site's languages`);
const port = Number(process.env.BENCH_PORT ?? 8870);
const coldPort = port + 2; // one per page, port + 2 ... port + 6
const h2FrontPort = port + 7; // the HTTP/2 front of the new-visitor step

const started = Date.now();
const elapsed = () => Math.round((Date.now() - started) / 1000);
const log = (text) => console.log(`[${String(elapsed()).padStart(3)} s] ${text}`);
const run = createRun(log);
const loadStart = machineLoad();
log(`${loadStart.cpus} CPUs, load average ${loadStart.loadavg.join(' ')}`);
const results = { plan, quick, maxLookupRatio: MAX_LOOKUP_RATIO, firstLoad: {}, lighthouse: {} };

/**
 * docs/performance-current.md from the run's summary, with the commit measured. On stderr, so the
 * JSON line stays the last line of stdout; a write that fails leaves the exit code as it was.
 */
function writeCurrentFigures(summary) {
  const git = (...args) => execFileSync('git', args, { cwd: new URL('..', import.meta.url), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let commit = 'unknown';
  let dirty = false;
  try {
    commit = git('rev-parse', '--short', 'HEAD');
    dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
  try {
    writeFileSync(CURRENT_FIGURES_FILE, currentFigures(summary, { date: new Date(started).toISOString(), commit, dirty }));
    console.error(`Wrote ${CURRENT_FIGURES_PATH}.`);
  } catch (error) {
    console.error(`Could not write ${CURRENT_FIGURES_PATH}: ${error.message}`);
  }
}

// The figures so far, then the exit: 0, 1 or 2 (printReport decides). Synchronous, so that the
// hard ways out below can use it too. Only a run whose every step worked writes the current figures.
const report = () => {
  const summary = printReport({
    ...results,
    failed: run.failed,
    skipped: run.skipped,
    interrupted: run.interrupted,
    loadStart,
    loadEnd: machineLoad(),
    durationS: elapsed(),
  });
  if (summary.exit_code !== 2 && writeCurrent) writeCurrentFigures(summary);
  process.exit(summary.exit_code);
};
const hardExit = (why) => {
  run.fail(why, 'ending now');
  killEverythingNow();
  report();
};

// Ctrl-C / SIGTERM stop the running step; the run then stops everything and reports as usual.
// If that hangs, or on a second signal, everything is killed at once and the report printed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (run.interrupted) hardExit(`second ${signal}`);
    run.interrupt(signal);
    setTimeout(() => hardExit('stopping after the interrupt'), 30_000).unref();
  });
}
process.on('exit', killEverythingNow);
// Work abandoned by a step that overran may still throw later (a Lighthouse run whose browser
// was killed under it); that must not end the run unreported.
process.on('uncaughtException', (error) => run.fail('uncaught-error', error));
process.on('unhandledRejection', (error) => log(`ignored: a late failure of abandoned work: ${error?.message ?? error}`));

// Each step's bound, in ms: several times what it takes here, so only a hung step reaches it.
const lighthouse = lighthouseAuditor({ runs: plan.lighthouseRuns, timeoutMs: plan.lighthouseTimeoutMs, log });
const PAGES = 5; // pages.mjs chooses five
const bounds = {
  redirects: 120_000,
  build: 300_000,
  everyPage: 60_000, // about 2 s here
  servers: 240_000, // two wrangler dev starts of up to 90 s each, and the catalogue
  cold: plan.coldRounds * 150_000,
  warm: (PAGES + 2) * (plan.loadSeconds + 30) * 1000, // the pages and two static runs
  browser: 60_000, // the launch, then each page
  lighthouse: lighthouse.pageMs, // each page: its runs, two retries, their launches
  // Two modes of (1 + walks) walks of six navigations, about 1 s each here; then four pages
  // loaded, left and come back to.
  navigation: 2 * (1 + plan.navigationWalks) * 6 * 1000 * 4 + 60_000,
  bfcache: 120_000,
  // Per sample: 7 pages x 2 protocols x (an untouched and a used first visit, about 2.5 s each
  // here), then 6 families x (2 modes + a fresh load, about 3 s each); four times that, and the
  // front's start.
  newVisitor: plan.newVisitorSamples * (7 * 2 * 2 * 2500 + 6 * 3 * 3000) * 4 + 60_000,
};
// The last resort if a step's own bound does not hold (scripts/lib/time-limit.mjs): the sum of
// the bounds, and a minute to stop everything.
const budgetS =
  (bounds.redirects +
    bounds.build +
    bounds.everyPage +
    bounds.servers +
    bounds.cold +
    bounds.warm +
    (2 + PAGES) * bounds.browser +
    PAGES * bounds.lighthouse +
    bounds.navigation +
    bounds.bfcache +
    bounds.browser +
    bounds.newVisitor) /
    1000 +
  60;
timeLimit(budgetS, 'npm run bench', async () => hardExit('time-limit'));

try {
  await measure();
} catch (error) {
  run.fail('bench', error);
}
await stopEverything();
report();

async function measure() {
  results.redirects = await run.step('redirects', bounds.redirects, () => measureRedirectLookup({ quick }));
  const built = await run.step('build', bounds.build, (signal) => productionBuild(signal));
  // Read from the build, not a browser: every page (one per route) in every language.
  results.everyPage = await run.step(
    'first-load-every-page',
    bounds.everyPage,
    async () => {
      const rows = await everyPageFirstLoad();
      const heaviest = rows[0];
      const heaviestBytes = heaviest ? Math.max(...heaviest.sizes.map((size) => size.bytes)) : '-';
      log(`  first-load JS of ${rows.length} pages x ${SITE_LANGUAGES.length} languages: heaviest ${heaviest?.page} ${heaviestBytes} B gzip`);
      return Object.fromEntries(
        rows.map(({ page, sizes }) => [page, Object.fromEntries(SITE_LANGUAGES.map((language, index) => [language, sizes[index].bytes]))]),
      );
    },
    { needs: [built] },
  );
  ensureDevVars();

  const servers = await run.step(
    'servers',
    bounds.servers,
    async (signal) => {
      const servers = await startBenchServers({ port, scale: plan.scale, delayMs: plan.upstreamDelayMs });
      results.health = servers.health;
      results.upstreamSearch = servers.search;
      log(`  upstream faceted search over HTTP: median ${servers.search.medianMs} ms, p95 ${servers.search.p95Ms} ms (${servers.search.runs} queries)`);
      results.pages = await choosePages(servers.site.url, signal, plan.language === 'en' ? '' : `/${plan.language}`);
      results.staticPath = await hashedStylesheet(servers.site.url, signal);
      log(`  demo upstream SCALE=${plan.scale}; pages ${results.pages.map((p) => p.path).join(', ')}; static ${results.staticPath}`);
      return servers;
    },
    { needs: [built] },
  );
  const site = servers?.site.url;
  const pages = results.pages ?? [];

  results.cold = await run.step(
    'cold',
    bounds.cold,
    (signal) =>
      measureCold(pages, { upstreamUrl: servers.upstream.url, upstreamDelayMs: plan.upstreamDelayMs, port: coldPort, rounds: plan.coldRounds }, signal),
    { needs: [servers] },
  );

  const load = { seconds: plan.loadSeconds, connections: plan.connections };
  results.warm = await run.step('warm', bounds.warm, (signal) => measureWarm(site, pages, results.staticPath, load, signal), { needs: [servers] });

  const browser = await run.step('browser', bounds.browser, () => startBrowser(), { needs: [servers] });
  for (const { name, path } of pages)
    results.firstLoad[name] = await run.step(
      `browser:${name}`,
      bounds.browser,
      (signal) => measureFirstLoad(browser.browser, site, path, signal, { language: plan.language }),
      {
        needs: [browser],
      },
    );
  await browser?.stop();

  if (!servers) run.skip('lighthouse');
  for (const { name, path } of pages)
    results.lighthouse[name] = await run.step(
      `lighthouse:${name}`,
      bounds.lighthouse,
      async (signal) => {
        // Lighthouse follows a redirect and scores where it lands: the page must answer itself.
        await answersDirectly(site, path, signal);
        return lighthouse.audit(`${site}${path}`, signal);
      },
      { needs: [servers] },
    );
  await lighthouse.stop();

  // Last, on a machine no other step is using: timings of a few tens of milliseconds.
  const navigationBrowser = await run.step('navigation-browser', bounds.browser, () => startNavigationBrowser(), { needs: [servers] });
  results.navigation = await run.step(
    'navigation',
    bounds.navigation,
    (signal) =>
      measureNavigationWalk(navigationBrowser.browser, site, signal, {
        walks: plan.navigationWalks,
        prefix: plan.language === 'en' ? '' : `/${plan.language}`,
      }),
    { needs: [navigationBrowser] },
  );
  results.bfcache = await run.step('bfcache', bounds.bfcache, (signal) => measureBfcache(navigationBrowser.browser, site, pages, signal), {
    needs: [navigationBrowser],
  });
  await navigationBrowser?.stop();

  // A new visitor (empty cache, Chromium's own network and CPU emulation), over HTTP/2 as the
  // edge serves it (a local TLS front) and HTTP/1.1 (wrangler dev itself) beside it. Also after
  // every load step: its slowed pages are timed in hundreds of milliseconds, by a real browser.
  const prefix = plan.language === 'en' ? '' : `/${plan.language}`;
  const newVisitorBrowser = await run.step(
    'new-visitor-browser',
    bounds.browser,
    async () => {
      const front = await startH2Front({ target: site, port: h2FrontPort });
      const browser = await startBrowser({ name: 'new visitor', args: [...front.browserArgs, ...VISITOR_BROWSER_ARGS] });
      return { front, ...browser };
    },
    { needs: [servers] },
  );
  results.newVisitor = await run.step(
    'new-visitor',
    bounds.newVisitor,
    async (signal) => {
      const { front, browser } = newVisitorBrowser;
      const firstVisit = await measureFirstVisit(browser, { h2: front.url, 'http/1.1': site }, firstVisitPages(pages, prefix), signal, {
        samples: plan.newVisitorSamples,
        log,
      });
      const firstClick = await measureFirstClick(browser, front.url, firstClickFamilies(prefix), signal, { samples: plan.newVisitorSamples, log });
      return { firstVisit, firstClick };
    },
    { needs: [newVisitorBrowser] },
  );
  await newVisitorBrowser?.stop();
  await newVisitorBrowser?.front.stop();
  log(`${run.interrupted ? 'interrupted' : 'measured'}; stopping what the run started`);
}
