// npm test's short form of `npm run bench` and `npm run test:load`, on one site and one demo
// upstream: the full runs' own discovery, checked in seconds, so a page list or a request mix
// that no longer fits the site fails npm test instead of the next full run (issue 44: the bench's
// search had become a redirect and the load run found no code on the home page, both unnoticed).
// - The bench: its pages (choosePages) in every language it can measure (BENCH_LANGUAGE), the
//   new visitor's two more pages and the first click's start pages, and the static file: each
//   answers 200 itself, as every step that measures a page checks (scripts/bench/direct-page.mjs).
// - The load run: its mix (discoverMix), then one request of each entry through the same
//   autocannon run (mixedRun): each answers the status it should.
// Nothing is timed. Reuses dist/ (npm test builds the client first). Ports: BENCH_PORT (default
// 8870) and the next. Exit 0 when every check passed, 1 when one failed, 2 when the run failed.
import { SITE_LANGUAGES } from '../build/build-client.mjs';
import { ensureDevVars, stopOnSignals } from './lib/servers.mjs';
import { timeLimit } from './lib/time-limit.mjs';
import { startSite, startUpstream } from './bench/bench-servers.mjs';
import { choosePages, hashedStylesheet } from './bench/pages.mjs';
import { answersDirectly, pagesAnswerDirectly } from './bench/direct-page.mjs';
import { firstClickFamilies, firstVisitPages } from './bench/new-visitor.mjs';
import { discoverMix } from './load/discover-mix.mjs';
import { mixedRun } from './load/mixed-run.mjs';

/** The catalogue of both full runs (100,200 editions): the pages they find are found here. */
const SCALE = 334;
const port = Number(process.env.BENCH_PORT ?? 8870);

const servers = [];
const stopServers = () => Promise.all(servers.splice(0).map((server) => server.stop()));
stopOnSignals();
const started = Date.now();
const step = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`);
timeLimit(180, 'The bench and load check', stopServers);

/** Each check's failure, by name; a check that throws is one failure, and the others still run. */
const failed = [];
async function check(name, work) {
  try {
    step(`${name}: ${await work()}`);
  } catch (error) {
    failed.push(name);
    step(`${name} FAILED: ${error.message}`);
  }
}

try {
  ensureDevVars();
  step(`starting the demo upstream (SCALE=${SCALE}) and the site`);
  const upstream = await startUpstream({ port: port + 1, scale: SCALE });
  servers.push(upstream);
  const site = await startSite({ port, upstream: upstream.url });
  servers.push(site);

  for (const language of SITE_LANGUAGES) {
    await check(`bench pages (${language})`, async () => {
      const prefix = language === 'en' ? '' : `/${language}`;
      const pages = await choosePages(site.url, undefined, prefix);
      // The five, the new visitor's two more and the first click's start pages: every page a step loads.
      const loaded = new Set([...firstVisitPages(pages, prefix).map((page) => page.path), ...firstClickFamilies(prefix).map((family) => family.from)]);
      await pagesAnswerDirectly(site.url, [...loaded]);
      return `${pages.map((page) => page.path).join(' ')} and ${loaded.size - pages.length} more: 200 each`;
    });
  }
  await check('bench static file', async () => {
    const path = await hashedStylesheet(site.url);
    await answersDirectly(site.url, path);
    return `${path}: 200`;
  });

  await check('load mix', async () => {
    const mix = await discoverMix(site.url);
    // One connection through the mix once: every entry asked exactly once, in order.
    const run = await mixedRun(site.url, mix, { amount: mix.length, connections: 1 });
    const wrong = Object.entries(run.unexpected).map(([path, statuses]) => `${path} -> ${JSON.stringify(statuses)}`);
    if (run.connectionErrors || run.timeouts) wrong.push(`${run.connectionErrors} connection errors, ${run.timeouts} timeouts`);
    if (run.requests !== mix.length) wrong.push(`${run.requests} of ${mix.length} requests answered`);
    if (wrong.length) throw new Error(`not the expected status: ${wrong.join('; ')}`);
    const kinds = Object.entries(run.perKind).map(([kind, n]) => `${n} ${kind}`);
    return `${mix.length} URLs (${kinds.join(', ')}), each the status it should give`;
  });

  await stopServers();
  console.log(failed.length ? `\nFAILED: ${failed.join(', ')}` : '\nThe bench and load run find what they measure.');
  process.exit(failed.length ? 1 : 0);
} catch (error) {
  console.error(`\nThe bench and load check failed: ${error.stack ?? error}`);
  await stopServers();
  process.exit(2);
}
