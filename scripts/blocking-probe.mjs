// node scripts/blocking-probe.mjs: the main thread's blocking time of a first load, for the
// four pages the bench measures, in Debian's Chromium with its CPU slowed 4x (as Lighthouse's
// mobile run replays it). Lighthouse's TBT moves by tens of ms between runs on a shared machine;
// this counts the browser's own long tasks over several loads, so two builds can be compared
// back to back. Each load: a new context with a phone's viewport, the page loaded until
// `data-hydrated` and 1.5 s more; blocking time is the sum over long tasks after the first
// contentful paint of each one's time over 50 ms. Prints per page the median, every load's
// figure and one load's tasks (start+duration, ms). Decision 024 used it.
//
//   PROBE_PORT=9780  upstream on PROBE_PORT, the site on +1
//   PROBE_LOADS=6    loads per page
//   PROBE_BUILD=0    skip the production build (dist/ must be current)
import { buildClient } from '../build/build-client.mjs';
import { compileRedirects } from '../redirects/compile-redirects.mjs';
import { ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { startBenchServers } from './bench/bench-servers.mjs';
import { choosePages } from './bench/pages.mjs';
import { PHONE, startBrowser } from './bench/browser-load.mjs';
import { machineLoad, median } from './bench/report.mjs';
import { killEverythingNow, stopEverything } from './bench/processes.mjs';

const port = Number(process.env.PROBE_PORT ?? 9780);
const loads = Number(process.env.PROBE_LOADS ?? 6);
const loadavg = () => {
  const { loadavg: load, cpus } = machineLoad();
  return `${load.join(' ')} (${cpus} CPUs)`;
};
const TOUCH_PHONE = { ...PHONE, deviceScaleFactor: 1.75, hasTouch: true };

/** One first load of `url` at 4x CPU slowdown: its blocking time and long tasks. */
async function firstLoad(browser, url) {
  const context = await browser.newContext(TOUCH_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = window.__longTasks.filter(([start]) => start >= fcp);
      return {
        blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        tasks: window.__longTasks.map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`).join(' '),
      };
    });
  } finally {
    await context.close();
  }
}

// Ctrl-C stops the servers (stopOnSignals) and then exits; the browser goes with the exit.
stopOnSignals();
process.on('exit', killEverythingNow);
console.log(`loadavg before: ${loadavg()}`);
try {
  if (process.env.PROBE_BUILD !== '0' && (!(await compileRedirects()) || !buildClient())) throw new Error('the build failed');
  ensureDevVars();
  const servers = await startBenchServers({ port, scale: Number(process.env.BENCH_SCALE ?? 334), delayMs: 150 });
  const pages = await choosePages(servers.site.url);
  // Every upstream answer cached first, so the loads measure the browser, not the upstream.
  for (const { path } of pages) await fetch(servers.site.url + path).then((response) => response.text());
  const { browser, stop } = await startBrowser();
  try {
    for (const { name, path } of pages) {
      const runs = [];
      for (let i = 0; i < loads; i += 1) runs.push(await firstLoad(browser, servers.site.url + path));
      const figures = runs.map((run) => Math.round(run.blocking));
      console.log(`${name.padEnd(13)} blocking ${String(median(figures)).padStart(4)} ms median  [${figures.join(', ')}]  tasks of one load: ${runs[0].tasks}`);
    }
  } finally {
    await stop();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopEverything();
  console.log(`loadavg after: ${loadavg()}`);
}
