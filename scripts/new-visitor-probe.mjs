// The bench's new-visitor step alone (scripts/bench/new-visitor.mjs): the production build
// (PROBE_BUILD=0 keeps the one there), the demo upstream and the site on ports 8950-8951 with a
// small catalogue, the HTTP/2 front on 8952 (`NEW_VISITOR_PORT` moves all three), one Chromium;
// then the first visit of seven pages over HTTP/2 and HTTP/1.1 and the first click into six page
// families. Prints the machine's load, the table, the targets missed, and one JSON object as its
// last line. Everything it starts is stopped on every way out; exit 0 when it measured (targets
// met or not: they are the bench's to judge), 2 when it failed or was interrupted.
//
//   NODE_ENV=production node scripts/new-visitor-probe.mjs
//   NEW_VISITOR_SAMPLES=1 node scripts/new-visitor-probe.mjs        # one sample each (default 3)
//   NEW_VISITOR_PARTS=click node scripts/new-visitor-probe.mjs      # only the first click (visit, click)
//   NEW_VISITOR_PROTOCOLS=h2 node scripts/new-visitor-probe.mjs     # first visit over HTTP/2 only
//   NEW_VISITOR_PAGES=home,contact NEW_VISITOR_FAMILIES=work,search node scripts/new-visitor-probe.mjs
//   NEW_VISITOR_LANGUAGE=de node scripts/new-visitor-probe.mjs     # the same pages in another language (/de/…)
import { fileURLToPath } from 'node:url';
import { startBenchServers } from './bench/bench-servers.mjs';
import { startBrowser } from './bench/browser-load.mjs';
import { startH2Front } from './bench/h2-front.mjs';
import { choosePages } from './bench/pages.mjs';
import {
  firstClickFamilies,
  firstVisitPages,
  measureFirstClick,
  measureFirstVisit,
  newVisitorFigures,
  newVisitorMisses,
  printNewVisitor,
  VISITOR_BROWSER_ARGS,
} from './bench/new-visitor.mjs';
import { machineLoad } from './bench/report.mjs';
import { startProbe } from './bench/probe-run.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const list = (value) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : null;
const plan = {
  port: Number(process.env.NEW_VISITOR_PORT ?? 8950),
  scale: Number(process.env.NEW_VISITOR_SCALE ?? 20),
  upstreamDelayMs: 150,
  samples: Number(process.env.NEW_VISITOR_SAMPLES ?? 3),
  parts: list(process.env.NEW_VISITOR_PARTS) ?? ['visit', 'click'],
  protocols: list(process.env.NEW_VISITOR_PROTOCOLS) ?? ['h2', 'http/1.1'],
  pages: list(process.env.NEW_VISITOR_PAGES),
  families: list(process.env.NEW_VISITOR_FAMILIES),
  language: process.env.NEW_VISITOR_LANGUAGE ?? 'en',
};
const prefix = plan.language === 'en' ? '' : `/${plan.language}`;
// Each part's bound: several times what it takes here, so only a hung part reaches it. A first
// visit sample pair takes about 5 s here (14 pages x protocols), a first-click family about 3 s a sample.
const bounds = { build: 300_000, servers: 180_000, browser: 60_000, visit: plan.samples * 14 * 30_000 + 60_000, click: plan.samples * 6 * 3 * 15_000 + 60_000 };
const { log, part, elapsedS, prepare, run } = startProbe('new-visitor-probe', bounds);

await run(async () => {
  const loadStart = await prepare();
  const { site, front, trustFront, pages } = await part('servers', async (signal) => {
    const servers = await startBenchServers({ port: plan.port, scale: plan.scale, delayMs: plan.upstreamDelayMs });
    const h2 = await startH2Front({ target: servers.site.url, port: plan.port + 2 });
    return {
      site: servers.site.url,
      front: h2.url,
      trustFront: h2.browserArgs,
      pages: firstVisitPages(await choosePages(servers.site.url, signal, prefix), prefix),
    };
  });
  const visitPages = plan.pages ? pages.filter(({ name }) => plan.pages.includes(name)) : pages;
  const families = firstClickFamilies(prefix).filter(({ family }) => !plan.families || plan.families.includes(family));
  log(`site ${site}, HTTP/2 front ${front}; pages ${visitPages.map(({ path }) => path).join(', ')}`);
  const { browser } = await part('browser', () => startBrowser({ name: 'new visitor', args: [...trustFront, ...VISITOR_BROWSER_ARGS] }));
  const origins = Object.fromEntries(plan.protocols.map((protocol) => [protocol, protocol === 'h2' ? front : site]));
  const firstVisit = plan.parts.includes('visit')
    ? await part('visit', (signal) => measureFirstVisit(browser, origins, visitPages, signal, { samples: plan.samples, log }))
    : null;
  const firstClick = plan.parts.includes('click')
    ? await part('click', (signal) => measureFirstClick(browser, front, families, signal, { samples: plan.samples, log }))
    : null;
  const loadEnd = machineLoad();
  printNewVisitor(firstVisit, firstClick, (line) => console.error(line));
  const missed = newVisitorMisses(firstVisit, firstClick);
  console.error(missed.length ? `targets missed:\n  ${missed.join('\n  ')}` : 'every target met');
  console.log(
    JSON.stringify({
      plan,
      pages: Object.fromEntries(visitPages.map(({ name, path }) => [name, path])),
      loadStart,
      loadEnd,
      durationS: elapsedS(),
      ...newVisitorFigures(firstVisit, firstClick),
      targets_missed: missed,
    }),
  );
});
