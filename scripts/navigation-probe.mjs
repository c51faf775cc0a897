// The bench's navigation steps alone (scripts/bench/navigation.mjs), about a minute and a half:
// the production build (PROBE_BUILD=0 keeps the one there), the demo upstream and the site on
// ports 8910-8911 (`NAV_PORT`) with a small catalogue, one Chromium with the back/forward cache on, the walk
// in both modes, then the cache of the four bench pages. Prints the machine's load and one JSON
// object, with each step's requests of the last walk. Everything it starts is stopped on every
// way out; exit 0 when it measured, 2 when it failed or was interrupted. The JSON is the last line.
//
//   node scripts/navigation-probe.mjs
//   NAV_WALKS=2 node scripts/navigation-probe.mjs                # fewer measured walks (0: none)
//   NAV_BFCACHE=0 node scripts/navigation-probe.mjs              # Playwright's default: cache off
//   NAV_CHROMIUM_ARGS='--enable-features=X' node scripts/navigation-probe.mjs
import { fileURLToPath } from 'node:url';
import { startBenchServers } from './bench/bench-servers.mjs';
import { choosePages } from './bench/pages.mjs';
import { measureBfcache, measureNavigationWalk, startNavigationBrowser } from './bench/navigation.mjs';
import { machineLoad } from './bench/report.mjs';
import { startProbe } from './bench/probe-run.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const plan = {
  port: Number(process.env.NAV_PORT ?? 8910),
  scale: 20,
  upstreamDelayMs: 150,
  walks: Number(process.env.NAV_WALKS ?? 5),
  backForwardCache: process.env.NAV_BFCACHE !== '0',
  extraArgs: (process.env.NAV_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
};
// Each part's bound: several times what it takes here, so only a hung part reaches it.
const bounds = { build: 300_000, servers: 180_000, browser: 60_000, walk: 150_000, bfcache: 90_000 };
const { log, part, elapsedS, prepare, run } = startProbe('navigation-probe', bounds);

await run(async () => {
  const loadStart = await prepare();
  const { site, pages } = await part('servers', async (signal) => {
    const servers = await startBenchServers({ port: plan.port, scale: plan.scale, delayMs: plan.upstreamDelayMs });
    return { site: servers.site.url, pages: await choosePages(servers.site.url, signal) };
  });
  log(`pages ${pages.map(({ path }) => path).join(', ')}`);
  const { browser } = await part('browser', () => startNavigationBrowser({ backForwardCache: plan.backForwardCache, extraArgs: plan.extraArgs }));
  const walk = plan.walks > 0 ? await part('walk', (signal) => measureNavigationWalk(browser, site, signal, { walks: plan.walks })) : null;
  const bfcache = await part('bfcache', (signal) => measureBfcache(browser, site, pages, signal));
  console.log(JSON.stringify({ plan, pages, loadStart, loadEnd: machineLoad(), durationS: elapsedS(), walk, bfcache }));
});
