// How fast the site moves from page to page once loaded (issue 17), in Debian's Chromium: the
// time from a click to the next page's main heading on screen over a fixed walk of the site at
// 100 ms round trip, with and without intent (the pointer resting on the link first); the /api/
// reads fetched ahead per page view and made after each click; the requests of going back; and
// whether each bench page is restored from the back/forward cache, and if not, why.
import { recordNetwork } from './network-record.mjs';
import { PHONE, startBrowser } from './browser-load.mjs';
import { median } from './report.mjs';
import { checkNavigation } from './direct-page.mjs';

/** The round trip the walk is measured at: a phone on a good mobile connection. */
export const RTT_MS = 100;
/** How long the pointer rests on a link before the click, with intent (issue 17; the site counts a pointer still for 50 ms as intent). */
export const REST_MS = 150;
/** The longest any one page may take to show its heading: far beyond a slow run, short of a hang. */
const HEADING_TIMEOUT_MS = 15_000;
/** A visitor looks at each page a moment before the next click; effects that run after a page shows settle. */
const READ_MS = 400;

/**
 * Chromium for the navigation steps, as browser-load.mjs's startBrowser starts it (a browser
 * server, so its process group can be killed on any way out, with Playwright's own signal
 * handlers off) but with the back/forward cache on. Playwright adds `--disable-back-forward-cache`
 * to every launch; only dropping that default argument turns the cache back on.
 *
 * Found by trying (Debian's Chromium 156, Playwright 1.65, headless): dropping that one argument
 * is enough; all four bench pages were then restored, with every other default of Playwright's
 * (its --disable-features list included) and a DevTools session attached. No feature switch is
 * needed: BackForwardCache is on by default. With the argument kept, Chromium names
 * BackForwardCacheDisabledByCommandLine (and BackForwardCacheDisabled, BrowsingInstanceNotSwapped)
 * for every page, which is how a run that lost it would show. `extraArgs` is for trying others.
 */
export function startNavigationBrowser({ backForwardCache = true, extraArgs = [] } = {}) {
  return startBrowser({ name: 'navigation', args: extraArgs, ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [] });
}

/**
 * Clicks at (x, y), after resting there REST_MS with intent, moves the pointer away, and resolves
 * with the armed navigation probe's figures (installNavigationProbe) once the new heading shows.
 */
export async function clickAndWait(page, x, y, intent) {
  if (intent) {
    await page.mouse.move(x, y);
    await page.waitForTimeout(REST_MS);
  }
  await page.mouse.click(x, y);
  await page.mouse.move(POINTER_AWAY.x, POINTER_AWAY.y);
  return page.evaluate(() => window.__navigationProbe.wait());
}

/** The value below which 95% of `values` lie, by nearest rank (one of the values, never interpolated). */
export function p95(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1];
}

const round = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

/**
 * A browser context for one part of a measurement, closed when the part ends and as soon as
 * `signal` aborts, so an overrun step leaves nothing waiting in the browser (as measureFirstLoad).
 */
export async function withContext(browser, signal, work, options = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  const close = () => context.close().catch(() => {});
  signal.addEventListener('abort', close, { once: true });
  try {
    if (signal.aborted) throw signal.reason;
    return await work(context);
  } finally {
    signal.removeEventListener('abort', close);
    await close();
  }
}

/**
 * Runs in every document of the walk, before the site's own code. It times navigations on the
 * page's own clock, so neither the DevTools round trips nor Node's event loop are in the figures:
 * - a navigation starts at a click on a link or a submit button (window, capture phase: before
 *   the router sees it) or when `start()` is called just before `history.back()`;
 * - it ends when a `main h1` is in the document whose text differs from the heading shown when
 *   it started, and the frame with it has been rendered: one animation frame (the frame is
 *   produced after its callbacks), then a task after it. The new page's fade (an opacity
 *   animation, decision 055) does not delay that frame: the heading is in it, easing in.
 * The time of the press (pointerdown) before the click is kept too: a mouse press focuses the
 * link, and focus is intent to the site, so requests from then on belong to the click, not to
 * prefetch.
 * Times are kept as performance.now() and as wall-clock ms (timeOrigin + now), the latter to be
 * set beside DevTools' request times.
 */
export function installNavigationProbe(headingTimeoutMs) {
  const wall = (now) => performance.timeOrigin + now;
  const probe = { pressedAt: null, startedAt: null, shownAt: null, heading: null, path: null };
  let observer = null;
  let waiters = [];
  const heading = () => document.querySelector('main h1');
  const shown = (text) => {
    probe.shownAt = performance.now();
    probe.heading = text;
    probe.path = location.pathname + location.search;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  probe.arm = () => {
    observer?.disconnect();
    observer = null;
    Object.assign(probe, { pressedAt: null, startedAt: null, shownAt: null, heading: null, path: null });
  };
  probe.start = (at) => {
    if (probe.startedAt !== null) return;
    probe.startedAt = at;
    const before = heading()?.textContent ?? null;
    const check = () => {
      const now = heading();
      if (!now?.isConnected || now.textContent === before || observer === null) return;
      observer.disconnect();
      observer = null;
      const text = now.textContent;
      requestAnimationFrame(() => setTimeout(() => shown(text), 0));
    };
    observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
  probe.back = () => {
    probe.arm();
    probe.start(performance.now());
    history.back();
  };
  /** Resolves with the navigation's figures once its heading is shown; rejects after the limit. */
  probe.wait = () =>
    new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        const { pressedAt, startedAt, shownAt } = probe;
        resolve({
          ms: shownAt - startedAt,
          heading: probe.heading,
          path: probe.path,
          pressedWall: pressedAt === null ? null : wall(pressedAt),
          startedWall: wall(startedAt),
          shownWall: wall(shownAt),
        });
      };
      const timer = setTimeout(
        () => reject(new Error(`no new main heading within ${headingTimeoutMs} ms (started: ${probe.startedAt !== null}, now at ${location.pathname})`)),
        headingTimeoutMs,
      );
      if (probe.shownAt !== null) done();
      else waiters.push(done);
    });
  probe.wallNow = () => wall(performance.now());
  addEventListener(
    'pointerdown',
    () => {
      probe.pressedAt ??= performance.now();
    },
    { capture: true },
  );
  // A link, or a form's submit button (the header search: its results page is a client navigation too).
  addEventListener('click', (event) => event.target.closest?.('a[href], button[type="submit"]') && probe.start(performance.now()), { capture: true });
  window.__navigationProbe = probe;
}

// A data read: the BFF's, or a page's data from the worker (shared/framework/protocol/page-data.ts, decision 040).
const isApi = ({ url }) => new URL(url).pathname.startsWith('/api/') || new URL(url).pathname.endsWith('/__data');

/** One request as the report lists it: its address, kind, source, and start and answer relative to `zeroWall`. */
function describe(request, site, zeroWall) {
  const url = new URL(request.url);
  const where = url.origin === site ? url.pathname + url.search : url.href;
  const answer = request.answerWall === null ? '-' : Math.round(request.answerWall - zeroWall);
  const status = request.status === null || request.status === 200 ? '' : ` ${request.status}`;
  const source = request.source === 'network' ? '' : ` (${request.source})`;
  return `${Math.round(request.startWall - zeroWall)}..${answer} ms ${request.type} ${where}${status}${source}`;
}

/**
 * The link the walk follows next: the first link in the page's main content whose address starts
 * with `prefix`, is on screen (has a box) and is not `exclude`. Waited for, as a visitor waits to
 * see it: after a client navigation the heading comes first and a list may stream in after it
 * (a publisher's editions, decision 027), half a second later here, later on a busy machine.
 */
async function findLink(page, prefix, exclude) {
  const links = page.locator(`main a[href^="${prefix}"]`);
  // The index of the first such link plus one (0, falsy, keeps the wait going).
  const found = await page
    .waitForFunction(
      ([css, skip]) => [...document.querySelectorAll(css)].findIndex((a) => a.getAttribute('href') !== skip && a.getClientRects().length > 0) + 1,
      [`main a[href^="${prefix}"]`, exclude ?? null],
      { timeout: HEADING_TIMEOUT_MS, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 0);
  if (!found) throw new Error(`no link to ${prefix}… on ${new URL(page.url()).pathname} within ${HEADING_TIMEOUT_MS / 1000} s`);
  const index = found - 1;
  const link = links.nth(index);
  return { link, href: await link.getAttribute('href') };
}

/**
 * The centre of `link` once it is scrolled to the middle of the screen (at once, not smoothly),
 * checked to be the element a press there would reach: a sticky header or a banner on top of it
 * would make the click land elsewhere.
 */
export async function linkCentre(link) {
  await link.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }));
  const box = await link.boundingBox({ timeout: 5000 });
  if (!box) throw new Error('the link has no box on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await link.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px, py)), [x, y]);
  if (!hit) throw new Error(`something covers the link to ${await link.getAttribute('href')}`);
  return { x, y };
}

/**
 * Out of the page: after each click the pointer leaves, so the next page, drawn under a pointer
 * that stayed where the last link was, does not get a resting pointer (and a prefetch) on
 * whatever link lands there. A phone has no pointer between taps either.
 */
export const POINTER_AWAY = { x: -10, y: -10 };

/**
 * One walk: home → publisher → edition → artist → a related edition → back → back, by real
 * clicks on the links. `intent`: the pointer rests on each link REST_MS before the click;
 * otherwise it presses at once. The first page is loaded as a document and not timed.
 */
async function walkOnce(page, requests, site, intent, prefix = '') {
  const answer = await page.goto(`${site}${prefix || '/'}`, { waitUntil: 'load', timeout: 30_000 });
  await checkNavigation(answer, prefix || '/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: HEADING_TIMEOUT_MS });
  await page.mouse.move(POINTER_AWAY.x, POINTER_AWAY.y);
  await page.waitForTimeout(READ_MS);
  let viewStartWall = await page.evaluate(() => window.__navigationProbe.wallNow());
  const steps = [];
  const record = (label, kind, figures) => {
    const prefetched = requests.between(viewStartWall, figures.pressedWall ?? figures.startedWall);
    const during = requests.between(figures.pressedWall ?? figures.startedWall, figures.shownWall + 1);
    steps.push({ label, kind, ms: figures.ms, path: figures.path, heading: figures.heading, prefetched, during, zeroWall: figures.startedWall });
    viewStartWall = figures.shownWall + 1;
  };

  const forward = async (label, prefix, exclude) => {
    const { link, href } = await findLink(page, prefix, exclude);
    const { x, y } = await linkCentre(link);
    await page.evaluate(() => window.__navigationProbe.arm());
    const figures = await clickAndWait(page, x, y, intent);
    if (figures.path !== href) throw new Error(`${label}: clicked ${href} but arrived at ${figures.path}`);
    record(label, 'forward', figures);
    await page.waitForTimeout(READ_MS);
    return href;
  };
  const back = async (label, expected) => {
    await page.evaluate(() => window.__navigationProbe.back());
    const figures = await page.evaluate(() => window.__navigationProbe.wait());
    if (figures.path !== expected) throw new Error(`${label}: went back to ${figures.path}, expected ${expected}`);
    record(label, 'back', figures);
    await page.waitForTimeout(READ_MS);
  };

  await forward('home → publisher', `${prefix}/publishers/`);
  const edition = await forward('publisher → edition', `${prefix}/work/`);
  const artist = await forward('edition → artist', `${prefix}/artists/`);
  await forward('artist → related edition', `${prefix}/work/`, edition);
  await back('related edition ← back (artist)', artist);
  await back('artist ← back (edition)', edition);
  return steps;
}

/** How many of `items` share each key. */
function countBy(items, key) {
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** The figures of one mode's measured walks: per navigation, per step, and the request counts. */
function summarise(walks, site) {
  const steps = walks.flat();
  const forward = steps.filter(({ kind }) => kind === 'forward');
  const backs = steps.filter(({ kind }) => kind === 'back');
  const forwardMs = forward.map(({ ms }) => round(ms));
  const backMs = backs.map(({ ms }) => round(ms));
  const labels = [...new Set(steps.map(({ label }) => label))];
  const last = walks.at(-1);
  return {
    forwardMs,
    backMs,
    medianMs: round(median(forwardMs)),
    p95Ms: round(p95(forwardMs)),
    backMedianMs: round(median(backMs)),
    backP95Ms: round(p95(backMs)),
    // Each navigation starts from a page view: the /api/ reads made while it was on screen.
    prefetchRequestsPerView: round(steps.reduce((sum, { prefetched }) => sum + prefetched.filter(isApi).length, 0) / steps.length),
    // /api/ reads after the clicks: none when the prefetch (or the read cache) has the data.
    navigationApiRequests: forward.reduce((sum, { during }) => sum + during.filter(isApi).length, 0),
    navigationApiRequestsPerClick: round(forward.reduce((sum, { during }) => sum + during.filter(isApi).length, 0) / forward.length),
    // Anything at all while going back, and how much of it reached the network.
    backRequests: backs.reduce((sum, { during }) => sum + during.length, 0),
    backNetworkRequests: backs.reduce((sum, { during }) => sum + during.filter(({ source }) => source === 'network').length, 0),
    // Which they were: the page's own (documents, scripts, /api/) or the browser's (type Other).
    backRequestsByKind: countBy(
      backs.flatMap(({ during }) => during),
      ({ type, url }) => `${type} ${new URL(url).pathname}`,
    ),
    steps: labels.map((label) => {
      const ms = steps.filter((step) => step.label === label).map((step) => round(step.ms));
      return { label, ms, medianMs: round(median(ms)), path: last.find((step) => step.label === label)?.path };
    }),
    // The last walk's requests, step by step, times relative to the click (or the back): what
    // a slow step waited for.
    lastWalk: last.map(({ label, ms, heading, prefetched, during, zeroWall }) => ({
      label,
      ms: round(ms),
      heading,
      prefetched: prefetched.map((request) => describe(request, site, zeroWall)),
      afterClick: during.map((request) => describe(request, site, zeroWall)),
    })),
  };
}

/**
 * The walk in one mode, in a context of its own (a new visitor: empty HTTP cache). A first walk
 * warms every cache and is not counted: afterwards the worker answers every read from KV and
 * the browser has the site's code on disk, as for a visitor on their second visit. Each walk
 * starts with a document load of the home page, so the page's own read cache starts empty.
 */
async function walkMode(browser, site, { intent, walks, warmups, prefix }, signal) {
  return withContext(browser, signal, async (context) => {
    const page = await context.newPage();
    await page.addInitScript(installNavigationProbe, HEADING_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    const requests = recordNetwork(cdp);
    await cdp.send('Network.enable');
    // Latency only, no throughput limit: each request waits one round trip more, whatever its size.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: -1, uploadThroughput: -1 });
    const measured = [];
    for (let walk = 0; walk < warmups + walks; walk += 1) {
      if (signal.aborted) throw signal.reason;
      const steps = await walkOnce(page, requests, site, intent, prefix);
      if (walk >= warmups) measured.push(steps);
    }
    return summarise(measured, site);
  });
}

/**
 * Issue 17's walk at RTT_MS round trip, `walks` times in each mode (after `warmups` uncounted),
 * with intent (pointer resting REST_MS on each link, then the click) and without (the press at
 * once). Median and p95 over the forward clicks, the backs apart; /api/ reads fetched ahead per
 * page view and made after the clicks; every request of going back (target 0).
 */
export async function measureNavigationWalk(browser, site, signal, { walks = 5, warmups = 1, prefix = '' } = {}) {
  const withIntent = await walkMode(browser, site, { intent: true, walks, warmups, prefix }, signal);
  const withoutIntent = await walkMode(browser, site, { intent: false, walks, warmups, prefix }, signal);
  return { withIntent, withoutIntent, rttMs: RTT_MS, restMs: REST_MS, walks, warmups };
}

/**
 * Records every pageshow of every document in a context: after going back, a page restored
 * from the back/forward cache is the same document, showing again with `persisted` true.
 */
function installPageshowRecorder() {
  window.__pageshows = [];
  addEventListener('pageshow', (event) => window.__pageshows.push(event.persisted));
}

/** Chromium's own words for why the page was not restored, from both places it gives them. */
function reasonsOf(events, navigationReasons) {
  const reasons = new Set();
  for (const event of events)
    for (const { type, reason, context } of event.notRestoredExplanations ?? []) reasons.add(`${reason} (${type}${context ? `: ${context}` : ''})`);
  const walk = (node) => {
    if (!node) return;
    for (const entry of node.reasons ?? []) reasons.add(`${entry.reason ?? entry} (notRestoredReasons${node.src ? ` ${node.src}` : ''})`);
    for (const child of node.children ?? []) walk(child);
  };
  walk(navigationReasons);
  return [...reasons];
}

/**
 * Whether each page comes back from the back/forward cache: loaded as a document, left for
 * another page of the site (the next bench page) by a document load, then the browser's back.
 * Restored means the same document showed again (pageshow with `persisted`); otherwise the
 * reasons from DevTools' Page.backForwardCacheNotUsed and the new document's navigation entry
 * (notRestoredReasons). Needs a browser with the cache on (startNavigationBrowser).
 */
export async function measureBfcache(browser, site, pages, signal) {
  const result = {};
  for (const [index, { name, path }] of pages.entries()) {
    const other = pages[(index + 1) % pages.length].path;
    result[name] = await withContext(browser, signal, async (context) => {
      const page = await context.newPage();
      await page.addInitScript(installPageshowRecorder);
      const cdp = await context.newCDPSession(page);
      const notUsed = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) => notUsed.push(event));
      await cdp.send('Page.enable');
      const load = async (address) => {
        const answer = await page.goto(`${site}${address}`, { waitUntil: 'load', timeout: 30_000 });
        await checkNavigation(answer, address);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: HEADING_TIMEOUT_MS });
        // Effects that run right after hydration (and might open something that blocks the cache).
        await page.waitForTimeout(500);
      };
      await load(path);
      await page.evaluate(() => {
        window.__bfcacheMark = true;
      });
      await load(other);
      // A page from the cache fires no load event: wait for the commit, then for its pageshow.
      await page.goBack({ waitUntil: 'commit', timeout: 30_000 });
      await page.waitForFunction(() => window.__pageshows?.length > 0 && document.readyState === 'complete', null, { timeout: HEADING_TIMEOUT_MS });
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => ({
        path: location.pathname + location.search,
        sameDocument: window.__bfcacheMark === true,
        persisted: window.__pageshows.at(-1),
        navigationReasons: performance.getEntriesByType('navigation')[0]?.notRestoredReasons?.toJSON?.() ?? null,
      }));
      if (seen.path !== path) throw new Error(`${name}: back went to ${seen.path}, not ${path}`);
      const restored = seen.persisted === true && seen.sameDocument;
      return { restored, reasons: restored ? [] : reasonsOf(notUsed, seen.navigationReasons) };
    });
  }
  return result;
}
