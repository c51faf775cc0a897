// What a NEW visitor feels, where the navigation walk (navigation.mjs) measures a returning one
// and Lighthouse simulates: an empty browser cache (a fresh browser context for every sample) and
// Chromium's own network and CPU emulation through DevTools (Network.emulateNetworkConditions,
// Emulation.setCPUThrottlingRate), so the real browser really waits for every byte and every task.
//
// - First visit: slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a CPU 4x slower
//   than this machine's. Per page: first contentful paint, largest contentful paint, and when the
//   page is "working" (see measureWorking). Over HTTP/2 (h2-front.mjs, as the edge serves it)
//   and HTTP/1.1 (wrangler dev itself), median of `samples` each.
// - First click: a good mobile link (100 ms round trip, 12 Mbit/s), CPU unthrottled. For each page
//   family a page linking to it is loaded afresh, then the first client navigation into the family
//   is made, with and without intent: click to heading, and the sequential request rounds the
//   navigation waited for (requestRounds). The same target page loaded afresh in a new context on
//   the same network is the yardstick: a click must never be slower than loading the page anew.
import { clickAndWait, installNavigationProbe, linkCentre, POINTER_AWAY, REST_MS, withContext } from './navigation.mjs';
import { recordNetwork } from './network-record.mjs';
import { median } from './stats.mjs';
import { checkNavigation } from './direct-page.mjs';

/** Slow 4G as Lighthouse names it (its simulation's figures), here emulated by Chromium itself. */
export const FIRST_VISIT_NETWORK = { latencyMs: 150, downKbps: 1600, upKbps: 750 };
/** Lighthouse's mobile CPU slowdown. */
export const FIRST_VISIT_CPU_SLOWDOWN = 4;
/** The navigation walk's round trip, with a throughput a 4G phone gets in town; up as down (requests are small). */
export const FIRST_CLICK_NETWORK = { latencyMs: 100, downKbps: 12_000, upKbps: 12_000 };
/**
 * What the new visitor's Chromium is started with, beside the front's certificate, so that it
 * runs a page's code as a visitor's browser does. Playwright turns on the DevTools `Runtime`
 * domain in every page, and with it the inspector asks V8 for the lines and columns of every
 * exception's stack; V8 keeps no source positions until asked (lazy source positions), so
 * each exception React throws while it hydrates (an island's code not in yet suspends it) made
 * V8 parse the 346 KB entry again, about 95 ms a time at 4x, work a visitor's browser, with no
 * inspector, never does. With positions kept as code is compiled, nothing is parsed again: in
 * one A/B (docs/performance.md, "What the bench's own browser adds") hydrated came 267 ms and
 * the suggestions 357 ms sooner, the paints unchanged, as over raw CDP without the domain.
 */
export const VISITOR_BROWSER_ARGS = ['--js-flags=--no-enable-lazy-source-positions'];
/** The text typed into the header search box: the demo catalogue has suggestions for it. */
const SEARCH_TEXT = 'piano';
/** A visitor reads a page a moment before the first click; what the page does after hydrating settles. */
const READ_MS = 500;
/** The longest one load or one action may take: far beyond a slow sample, short of a hang. */
const SAMPLE_TIMEOUT_MS = 30_000;
/** How long one try of an action waits for its reaction before trying again (see measureWorking). */
// A form's press before the code posts natively: its answer is a page load away on this link.
const TRY_MS = { form: 3000, menu: 400, suggestions: 1500 };

/**
 * The pages of the first visit: the bench's five (pages.mjs: home, work, artist, blog article and
 * a faceted search) and two pages with something to use at once: the help contact form and the
 * pricing plans. `form` marks a page whose form is part of "working".
 */
export function firstVisitPages(benchPages, prefix = '') {
  return [
    ...benchPages.map(({ name, path }) => ({ name, path })),
    { name: 'contact', path: `${prefix}/app/help/contact`, form: true },
    { name: 'pricing', path: `${prefix}/pricing` },
  ];
}

/**
 * The page families of the first click, each from a page that links to it, as a visitor meets
 * them: `link` is the CSS selector of the links into the family on `from` (the first one on
 * screen is followed), or `search` a text submitted with the header search box. The help forms'
 * link is the footer's "Contact us" (/contact): with the support chat configured, /app/help
 * leaves the site and nothing links to /app/help/contact, so the form a visitor reaches is that one.
 */
export function firstClickFamilies(prefix = '') {
  return [
    { family: 'publisher', from: `${prefix}/publishers`, link: `main a[href^="${prefix}/publishers/"]` },
    { family: 'work', from: prefix || '/', link: `main a[href^="${prefix}/work/"]` },
    { family: 'artist', from: `${prefix}/artists`, link: `main a[href^="${prefix}/artists/"]` },
    { family: 'blog-article', from: `${prefix}/blog`, link: `main a[href^="${prefix}/blog/"]:not([href^="${prefix}/blog/category/"])` },
    { family: 'search', from: prefix || '/', search: SEARCH_TEXT, to: `${prefix}/search` },
    { family: 'help-form', from: `${prefix}/faq`, link: `a[href="${prefix}/app/help/contact"], a[href="${prefix}/contact"]` },
  ];
}

const round = (value) => (value === null || value === undefined ? null : Math.round(value));

/**
 * A browser context for one sample: a phone, a cache of its own (empty). Closed when the sample
 * ends, and as soon as `signal` aborts, so an overrun step leaves nothing waiting in the browser.
 * The HTTP/2 front's certificate is trusted by the browser itself (started with the front's
 * `browserArgs`), not waved through here: a page with a certificate error gets no HTTP cache.
 */
function withFreshContext(browser, signal, work) {
  return withContext(browser, signal, work);
}

/**
 * A page whose network and CPU Chromium slows down as `network` and `cpu` say, set before the
 * first request, with every request of the page recorded (recordNetwork).
 */
async function emulatedPage(context, network, cpu = 1) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = recordNetwork(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downKbps * 1000) / 8,
    uploadThroughput: (network.upKbps * 1000) / 8,
  });
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { page, requests };
}

/** How many answers from `origin` came over each protocol, e.g. { h2: 31 }. */
function protocolsOf(requests, origin) {
  const counts = {};
  for (const { url, protocol } of requests) if (protocol && new URL(url).origin === origin) counts[protocol] = (counts[protocol] ?? 0) + 1;
  return counts;
}

/** A request's part in a navigation: the page's code (scripts and styles), its data (fetch/XHR), or anything else. */
const kindOf = ({ type }) => (type === 'Script' || type === 'Stylesheet' ? 'code' : type === 'Fetch' || type === 'XHR' ? 'data' : 'other');

/**
 * The sequential request rounds of a navigation: a request's round is 1 + the highest round of
 * any request that finished before it started; requests started before any finished are round
 * 1. Only code and data requests that went to the network take part (an image gates nothing, an
 * answer from the memory cache costs no round trip). A round is an upper bound of what waited for
 * what: a request that started after another finished may not have needed it, but it did not get
 * its answer any sooner. Each request is also marked `afterCode` when a code request had finished
 * before it started: data that waits for code is the waterfall the bench's target forbids.
 * Sets `round` and `afterCode` on `requests`; returns the counts.
 */
export function requestRounds(requests) {
  const gated = requests.filter((request) => kindOf(request) !== 'other' && request.source === 'network').sort((a, b) => a.startWall - b.startWall);
  for (const request of gated) {
    const before = gated.filter((other) => other !== request && other.finishWall !== null && other.finishWall <= request.startWall);
    request.round = 1 + Math.max(0, ...before.map((other) => other.round ?? 0));
    request.afterCode = before.some((other) => kindOf(other) === 'code');
  }
  const roundsOf = (kind) => new Set(gated.filter((request) => kindOf(request) === kind).map(({ round: r }) => r)).size;
  const data = gated.filter((request) => kindOf(request) === 'data');
  return {
    rounds: Math.max(0, ...gated.map(({ round: r }) => r)),
    codeRounds: roundsOf('code'),
    dataRounds: roundsOf('data'),
    dataAfterCode: data.filter(({ afterCode }) => afterCode).length,
    codeRequests: gated.length - data.length,
    dataRequests: data.length,
  };
}

/** One request as the JSON lists it: round (or '-'), kind, type, address, start..finish relative to `zeroWall`, source. */
function describe(request, origin, zeroWall) {
  const url = new URL(request.url);
  const where = url.origin === origin ? url.pathname + url.search : url.href;
  const finish = request.finishWall === null ? 'unfinished' : Math.round(request.finishWall - zeroWall);
  const extra = [request.source === 'network' ? '' : request.source, request.afterCode ? 'after code' : '', request.failed ? 'failed' : '']
    .filter(Boolean)
    .join(', ');
  const start = Math.round(request.startWall - zeroWall);
  return `r${request.round ?? '-'} ${kindOf(request)} ${request.type} ${where} ${start}..${finish} ms${extra ? ` (${extra})` : ''}`;
}

/**
 * Runs in every document of a first visit, before the site's code: the paint timings the
 * browser reports (buffered, so nothing before the observer is missed) and the moment each sign
 * of a working page is first on screen: the document marked hydrated by the root's effect, the
 * header menu open, the header search box's suggestions shown, a form's messages shown. "On
 * screen" is the frame after the change (one animation frame, then a task), as the navigation
 * probe times a heading. Times are performance.now(): ms since the navigation started.
 */
function installVisitProbe() {
  const visit = { fcp: null, lcp: null, lcpElement: null, hydrated: null, menu: null, suggestions: null, form: null };
  window.__visit = visit;
  const pending = new Set();
  const shown = (key) => {
    if (visit[key] !== null || pending.has(key)) return;
    pending.add(key);
    requestAnimationFrame(() => setTimeout(() => (visit[key] = performance.now()), 0));
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') visit.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The browser stops reporting candidates at the first input (a press, a key, a scroll): only a
  // visit nobody touches gives the page's own LCP (measureFirstVisit keeps the two apart).
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    if (!entry) return;
    visit.lcp = entry.startTime;
    const element = entry.element;
    visit.lcpElement = element ? `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}` : entry.url || null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (document.documentElement?.dataset.hydrated === 'true') shown('hydrated');
    // Open by its button, or before the code by its link (the menu is then the address's target).
    const menu = document.getElementById('site-menu');
    if (menu && getComputedStyle(menu).display !== 'none') shown('menu');
    const listbox = document.querySelector('header .search-box__listbox');
    if (listbox && !listbox.hidden && listbox.querySelector('[role="option"]')) shown('suggestions');
    if (document.querySelector('main form .field__error')) shown('form');
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-expanded', 'hidden', 'data-hydrated', 'class'],
  });
  addEventListener('hashchange', check);
}

/**
 * Runs in the page after a working sample: where its time went, from the browser's own timings
 * (ms from the navigation start). The document and the stylesheet arrived; `load`; the page's
 * code asked for (the first script) and in (the last script to arrive before hydration); then,
 * after the menu opened, the search box's part: its code asked for and in, and its lookups
 * (/api/) asked for and answered. A step that did not happen is null.
 */
function visitTimeline({ hydrated, menu }) {
  const [nav] = performance.getEntriesByType('navigation');
  const resources = performance.getEntriesByType('resource');
  const site = resources.filter((entry) => new URL(entry.name).origin === location.origin);
  const scripts = site.filter((entry) => entry.initiatorType !== 'fetch' && new URL(entry.name).pathname.endsWith('.js'));
  const early = scripts.filter((entry) => hydrated === null || entry.responseEnd <= hydrated);
  // The box is pressed once the menu is open: the code asked for after that is the box's.
  const late = scripts.filter((entry) => menu !== null && entry.startTime > menu);
  const lookups = site.filter((entry) => new URL(entry.name).pathname.includes('/search/lookup'));
  const style = site.find((entry) => new URL(entry.name).pathname.endsWith('.css'));
  const bytes = (list) => list.reduce((sum, entry) => sum + entry.transferSize, 0);
  const min = (list, key) => (list.length ? Math.min(...list.map((entry) => entry[key])) : null);
  const max = (list, key) => (list.length ? Math.max(...list.map((entry) => entry[key])) : null);
  return {
    documentEnd: nav?.responseEnd ?? null,
    styleEnd: style?.responseEnd ?? null,
    load: nav?.loadEventStart || null,
    codeStart: min(scripts, 'startTime'),
    codeEnd: max(early, 'responseEnd'),
    // The largest script: the entry, most of the code's bytes.
    entryEnd: early.reduce((largest, entry) => (largest && largest.transferSize >= entry.transferSize ? largest : entry), null)?.responseEnd ?? null,
    scriptsBeforeHydration: early.length,
    searchCodeStart: min(late, 'startTime'),
    searchCodeEnd: max(
      late.filter((entry) => lookups.length === 0 || entry.startTime < min(lookups, 'startTime')),
      'responseEnd',
    ),
    lookupStart: min(lookups, 'startTime'),
    lookupEnd: max(lookups, 'responseEnd'),
    // Bytes as transferred (compressed, with headers), of the last document.
    documentBytes: nav?.transferSize ?? null,
    styleBytes: style?.transferSize ?? null,
    codeBytes: bytes(early),
  };
}

/** Waits until `key` of the page's visit probe is set; false after `ms`. */
const seen = (page, key, ms) =>
  page
    .waitForFunction((name) => window.__visit?.[name] !== null && window.__visit?.[name] !== undefined, key, { timeout: ms, polling: 50 })
    .then(
      () => true,
      () => false,
    );

/** Tries `act` until the probe shows `key`, each try given `tryMs` to answer; fails after SAMPLE_TIMEOUT_MS. */
async function tryUntil(page, key, act, tryMs, signal) {
  const deadline = Date.now() + SAMPLE_TIMEOUT_MS;
  for (let tries = 1; ; tries += 1) {
    if (signal.aborted) throw signal.reason;
    await act(tries);
    if (await seen(page, key, tryMs)) return tries;
    if (Date.now() > deadline) {
      // Whether the page had hydrated at all tells a page that never started from one that ignored the press.
      const state = await page
        .evaluate(() => {
          const marked = document.documentElement.dataset.hydrated ?? 'unset';
          return `data-hydrated ${marked}, hydrated seen at ${Math.round(window.__visit?.hydrated ?? -1)} ms, now ${Math.round(performance.now())} ms`;
        })
        .catch(() => 'page state unknown');
      throw new Error(`${key}: no reaction after ${tries} tries in ${SAMPLE_TIMEOUT_MS / 1000} s (${state})`);
    }
  }
}

/**
 * One untouched first visit: the document loaded, the page hydrated, a second for late
 * candidates, then FCP and LCP as the browser reports them. Nothing is pressed: the browser's LCP
 * stops at the first input, so the visit that measures "working" cannot give it.
 */
async function paintSample(browser, url, signal) {
  return withFreshContext(browser, signal, async (context) => {
    const { page, requests } = await emulatedPage(context, FIRST_VISIT_NETWORK, FIRST_VISIT_CPU_SLOWDOWN);
    await page.addInitScript(installVisitProbe);
    const answer = await page.goto(url, { waitUntil: 'load', timeout: SAMPLE_TIMEOUT_MS });
    await checkNavigation(answer, url);
    if (!(await seen(page, 'hydrated', SAMPLE_TIMEOUT_MS))) {
      // What the page had got by then: whether its code came, and whether the root ever ran.
      const all = requests.all();
      const failed = all.filter(({ failed: broken, status }) => broken || status >= 400).map(({ url: address, status }) => `${address} ${status ?? 'failed'}`);
      const scripts = all.filter(({ type }) => type === 'Script');
      const marked = await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'unset').catch(() => 'unknown');
      const loaded = scripts.filter(({ finishWall }) => finishWall !== null).length;
      const failures = failed.length ? `; failed requests: ${failed.join(', ')}` : '';
      throw new Error(
        `${url}: not hydrated within ${SAMPLE_TIMEOUT_MS / 1000} s of load (data-hydrated ${marked}; scripts ${loaded} of ${scripts.length} loaded)${failures}`,
      );
    }
    await page.waitForTimeout(READ_MS);
    const visit = await page.evaluate(() => window.__visit);
    const origin = new URL(url).origin;
    const document = requests.all().find(({ type }) => type === 'Document');
    return {
      fcp: visit.fcp,
      lcp: visit.lcp,
      lcpElement: visit.lcpElement,
      hydrated: visit.hydrated,
      documentProtocol: document?.protocol ?? null,
      protocols: protocolsOf(requests.all(), origin),
    };
  });
}

/**
 * One first visit used as early as a visitor can: "working" is when the page responds to each
 * thing a visitor tries, each tried by a real Playwright action (a mouse press, keys typed) from
 * the first contentful paint on, and tried again until the page reacts:
 * - form pages: the form's submit button pressed with the form empty shows the form's messages.
 *   Before the page's code the browser posts the form and the worker answers with the page and
 *   its messages, a second document whose code is asked for again; after it, the form's script
 *   shows them in place (the kit validates in script: `noValidate`). An empty form is refused
 *   either way: nothing reaches the form service;
 * - the header menu's button pressed opens the menu (a React onClick: nothing before hydration);
 * - the header search box (in the menu on a phone, hence after it) clicked and typed into shows
 *   suggestions: its code loads on first use, then the suggestions are read (/api/).
 * One at a time, in that order (the open menu covers the page on a phone), each started as soon as
 * the one before answered. Each time is from the navigation start to the frame that showed the
 * reaction; "working" is the latest of them and of the document being marked hydrated. A press
 * the page missed is not the page's excuse: a visitor presses again, so does this.
 */
async function workingSample(browser, url, { form = false } = {}, signal) {
  return withFreshContext(browser, signal, async (context) => {
    const { page } = await emulatedPage(context, FIRST_VISIT_NETWORK, FIRST_VISIT_CPU_SLOWDOWN);
    await page.addInitScript(installVisitProbe);
    const answer = await page.goto(url, { waitUntil: 'commit', timeout: SAMPLE_TIMEOUT_MS });
    await checkNavigation(answer, url);
    if (!(await seen(page, 'fcp', SAMPLE_TIMEOUT_MS))) throw new Error(`${url}: no first contentful paint`);
    // The visit's start: a form sent natively brings a second document, whose times count from here too.
    const start = await page.evaluate(() => performance.timeOrigin);
    const tries = {};
    if (form) {
      const submit = page.locator('main form button[type="submit"]').first();
      tries.form = await tryUntil(
        page,
        'form',
        async () => {
          // To the middle of the screen, clear of the cookie bar at its foot. Before the code the
          // form posts natively and the answer is the page again with its messages: a press while
          // that page loads finds no button, and the next try looks again.
          await submit.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' })).catch(() => undefined);
          await submit.click({ force: true, timeout: 5000, noWaitAfter: true }).catch(() => undefined);
        },
        TRY_MS.form,
        signal,
      );
    }
    // The menu's button, or before the code its link: whichever the page shows.
    const toggle = page.locator('.header__menu-toggle, .header__menu-link').filter({ visible: true });
    const menuOpen = () => page.evaluate(() => getComputedStyle(document.getElementById('site-menu')).display !== 'none');
    tries.menu = await tryUntil(page, 'menu', () => toggle.first().click({ force: true, timeout: 5000, noWaitAfter: true }), TRY_MS.menu, signal);
    // A press that the page answered late may have been followed by one that closed it again.
    for (let again = 0; again < 5 && !(await menuOpen()); again += 1) {
      await toggle.first().click({ timeout: 5000, noWaitAfter: true });
      await page.waitForTimeout(TRY_MS.menu);
    }
    const input = page.locator('header .search-box__input');
    tries.suggestions = await tryUntil(
      page,
      'suggestions',
      async (attempt) => {
        // The pointer comes from elsewhere onto the box, as a finger would: the box wakes on it.
        await page.mouse.move(POINTER_AWAY.x, POINTER_AWAY.y);
        await input.click({ force: true, timeout: 5000, noWaitAfter: true });
        // The first try types the word over whatever the box holds (a results page shows its
        // query there); later ones retype its last letter, a new query each time.
        if (attempt === 1) {
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(SEARCH_TEXT, { delay: 30 });
        } else {
          await page.keyboard.press('End');
          await page.keyboard.press('Backspace');
          await page.keyboard.type(SEARCH_TEXT.at(-1));
        }
      },
      TRY_MS.suggestions,
      signal,
    );
    // Every sign is read in the last document, in ms from its start; shifted to the visit's start.
    const { visit: last, origin } = await page.evaluate(() => ({ visit: window.__visit, origin: performance.timeOrigin }));
    const shift = (value) => (value === null || value === undefined ? null : value + (origin - start));
    const visit = Object.fromEntries(Object.entries(last).map(([key, value]) => [key, typeof value === 'number' ? shift(value) : value]));
    const signs = [visit.hydrated, visit.menu, visit.suggestions, ...(form ? [visit.form] : [])];
    const steps = await page.evaluate(visitTimeline, { hydrated: last.hydrated, menu: last.menu });
    const timeline = {
      ...Object.fromEntries(
        Object.entries(steps).map(([key, value]) => [key, key === 'scriptsBeforeHydration' || key.endsWith('Bytes') ? value : shift(value)]),
      ),
      documents: origin === start ? 1 : 2,
      hydrated: visit.hydrated,
      menu: visit.menu,
      suggestions: visit.suggestions,
    };
    return {
      fcp: visit.fcp,
      hydrated: visit.hydrated,
      menu: visit.menu,
      suggestions: visit.suggestions,
      form: form ? visit.form : null,
      working: signs.some((value) => value === null) ? null : Math.max(...signs),
      tries,
      timeline,
    };
  });
}

/**
 * The median of `key` over the samples that have it, rounded; null if none has. A sample that
 * failed (a page that never hydrated) is not a figure: it is reported in `errors`, and judged as
 * a missed target of its own, so the median of the others still says how the page does.
 */
const medianOf = (samples, key) => {
  const values = samples.map((sample) => sample[key]).filter((value) => value !== null && value !== undefined);
  return values.length ? round(median(values)) : null;
};

/**
 * What a page's first visit cannot beat on the step's link, beside what it took (issue 49: a page
 * that misses a target gives its timeline and the floor its bytes set). The document, its
 * stylesheet and the code are three requests, each asked for once the one before is in (the
 * stylesheet is named by the document; the code is asked for at the first paint, decision 065):
 * `wireMs` is three round trips and every byte of the three at the link's rate, nothing else on
 * it. The CPU's part is measured, not modelled: `paintMs` from the stylesheet's arrival to the
 * first contentful paint, `hydrateMs` from the entry's arrival (the largest file) to hydrated: its
 * evaluation, the hydration, and any file it still waited for. `floorMs` is their
 * sum: hydrated as early as those bytes and that CPU allow. Null when a step is unknown, or when
 * the visit had two documents (a form posted natively before the code: the contact page).
 */
export function visitFloor(network, fcpMs, timeline) {
  const { documentBytes, styleBytes, codeBytes, styleEnd, entryEnd, hydrated, documents } = timeline;
  // A form posted before the code: the page came twice, and the model of one document does not hold.
  if (documents > 1) return null;
  const known = (...values) => values.every((value) => typeof value === 'number');
  if (!known(documentBytes, styleBytes, codeBytes, styleEnd, entryEnd, hydrated, fcpMs)) return null;
  const bytes = documentBytes + styleBytes + codeBytes;
  const wireMs = Math.round(3 * network.latencyMs + (bytes * 8) / network.downKbps);
  const paintMs = Math.max(0, Math.round(fcpMs - styleEnd));
  const hydrateMs = Math.max(0, Math.round(hydrated - entryEnd));
  return { bytes, wireMs, paintMs, hydrateMs, floorMs: wireMs + paintMs + hydrateMs };
}

/** The log line of visitFloor's figures. */
function floorLine(floor) {
  if (!floor) return 'floor: not modelled (a step of the timeline is missing, or the visit had a second document)';
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  return (
    `floor: ${kb(floor.bytes)} KB (document, stylesheet, code) take ${floor.wireMs} ms on the link with its three round trips; ` +
    `with the CPU measured (first paint ${floor.paintMs} ms after the stylesheet, hydrated ${floor.hydrateMs} ms after the entry), ` +
    `hydrated at ${floor.floorMs} at the earliest`
  );
}

/** The median of each timeline step over the samples that have it. */
function timelineMedians(timelines) {
  const steps = Object.keys(timelines[0] ?? {});
  return Object.fromEntries(steps.map((step) => [step, medianOf(timelines, step)]));
}

/**
 * The first visit of every page over each origin of `origins` ({ h2: 'https://…', 'http/1.1':
 * 'http://…' }): per page `samples` untouched visits (FCP, LCP) and `samples` used ones
 * (working), alternated, each in a fresh context. Medians per page, and the protocol Chromium
 * used for the document and for every answer of the site.
 */
export async function measureFirstVisit(browser, origins, pages, signal, { samples = 3, log = () => {} } = {}) {
  const result = { network: FIRST_VISIT_NETWORK, cpuSlowdown: FIRST_VISIT_CPU_SLOWDOWN, samples, protocols: {} };
  for (const [protocol, origin] of Object.entries(origins)) {
    const perPage = {};
    for (const { name, path, form } of pages) {
      const paints = [];
      const works = [];
      for (let sample = 0; sample < samples; sample += 1) {
        paints.push(
          await paintSample(browser, `${origin}${path}`, signal).catch((error) => {
            if (signal.aborted) throw error;
            return { fcp: null, lcp: null, lcpElement: null, hydrated: null, documentProtocol: null, protocols: {}, error: error.message };
          }),
        );
        // A page that never hydrates, or never answers one of the tries, is a finding, not a
        // broken run: its figure is then unknown (null) and the reason reported as a missed target.
        works.push(
          await workingSample(browser, `${origin}${path}`, { form }, signal).catch((error) => {
            if (signal.aborted) throw error;
            return { fcp: null, hydrated: null, menu: null, suggestions: null, form: null, working: null, tries: null, error: error.message };
          }),
        );
      }
      const seenProtocols = [...new Set(paints.map(({ documentProtocol }) => documentProtocol))];
      perPage[name] = {
        path,
        fcpMs: medianOf(paints, 'fcp'),
        lcpMs: medianOf(paints, 'lcp'),
        lcpElement: paints.map(({ lcpElement }) => lcpElement).at(Math.floor(paints.length / 2)),
        workingMs: medianOf(works, 'working'),
        hydratedMs: medianOf(works, 'hydrated'),
        menuMs: medianOf(works, 'menu'),
        suggestionsMs: medianOf(works, 'suggestions'),
        formMs: form ? medianOf(works, 'form') : null,
        errors: [...paints, ...works].filter(({ error }) => error).map(({ error }) => error),
        documentProtocol: seenProtocols.length === 1 ? seenProtocols[0] : seenProtocols,
        protocols: paints.at(-1).protocols,
        samples: {
          fcp: paints.map(({ fcp }) => round(fcp)),
          lcp: paints.map(({ lcp }) => round(lcp)),
          working: works.map(({ working }) => round(working)),
          tries: works.map(({ tries }) => tries),
        },
        // Where the time went: the median of each step over the used visits.
        timeline: timelineMedians(works.map(({ timeline }) => timeline).filter(Boolean)),
      };
      perPage[name].floor = visitFloor(result.network, perPage[name].fcpMs, perPage[name].timeline);
      const p = perPage[name];
      const steps = `hydrated ${p.hydratedMs}, menu ${p.menuMs}, suggestions ${p.suggestionsMs}${form ? `, form ${p.formMs}` : ''}`;
      log(`  first visit ${protocol} ${name}: FCP ${p.fcpMs} ms, LCP ${p.lcpMs} ms, working ${p.workingMs} ms (${steps}); document over ${p.documentProtocol}`);
      log(
        `    timeline: ${Object.entries(p.timeline)
          .map(([step, ms]) => `${step} ${ms ?? '-'}`)
          .join(', ')}`,
      );
      log(`    ${floorLine(p.floor)}`);
    }
    result.protocols[protocol] = perPage;
  }
  return result;
}

/**
 * Runs in the document of a fresh load: when its `main h1` is on screen, from the navigation
 * start. The heading is in the server's HTML, so the frame after the parser inserts it shows it,
 * unless the first paint comes later still (a stylesheet holds rendering): the later of the two.
 */
function installHeadingProbe() {
  const fresh = { fcp: null, heading: null };
  window.__fresh = fresh;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') fresh.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (fresh.heading = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The target page loaded afresh (new context, empty cache, the first click's network): navigation start to heading on screen. */
async function freshLoadSample(browser, url, signal) {
  return withFreshContext(browser, signal, async (context) => {
    const { page } = await emulatedPage(context, FIRST_CLICK_NETWORK);
    await page.addInitScript(installHeadingProbe);
    const answer = await page.goto(url, { waitUntil: 'commit', timeout: SAMPLE_TIMEOUT_MS });
    await checkNavigation(answer, url);
    await page.waitForFunction(() => window.__fresh.heading !== null && window.__fresh.fcp !== null, null, { timeout: SAMPLE_TIMEOUT_MS, polling: 20 });
    return page.evaluate(() => Math.max(window.__fresh.heading, window.__fresh.fcp));
  });
}

/**
 * One first click: the family's start page loaded afresh and read (hydrated, then READ_MS), then
 * the first client navigation into the family, by a real press: with intent the pointer rests
 * REST_MS on the link first (the site fetches ahead after 50 ms: shared/framework/page/link-intent.ts);
 * without, it moves there and presses at once (the press's focus is still intent to the site, as
 * for a real click). Checked to be a client navigation (the same document afterwards).
 */
async function clickSample(browser, origin, family, intent, signal) {
  return withFreshContext(browser, signal, async (context) => {
    const { page, requests } = await emulatedPage(context, FIRST_CLICK_NETWORK);
    await page.addInitScript(installNavigationProbe, SAMPLE_TIMEOUT_MS);
    const answer = await page.goto(`${origin}${family.from}`, { waitUntil: 'load', timeout: SAMPLE_TIMEOUT_MS });
    await checkNavigation(answer, family.from);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: SAMPLE_TIMEOUT_MS });
    await page.mouse.move(POINTER_AWAY.x, POINTER_AWAY.y);
    let target;
    let href;
    if (family.search) {
      // On a phone the box is in the menu: open it, type, let the suggestions come (the box wakes).
      await page.locator('.header__menu-toggle').click({ timeout: 5000 });
      const input = page.locator('header .search-box__input');
      await input.click({ timeout: 5000 });
      await page.keyboard.type(family.search, { delay: 30 });
      await page
        .locator('header .search-box__listbox [role="option"]')
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
        .catch(() => {});
      target = page.locator('header .search-box__submit');
      href = `${family.to}?q=${encodeURIComponent(family.search)}`;
    } else {
      const links = page.locator(family.link);
      const index = await links.evaluateAll((elements) => elements.findIndex((element) => element.getClientRects().length > 0));
      if (index < 0) throw new Error(`no link matching ${family.link} on ${family.from}`);
      target = links.nth(index);
      href = await target.getAttribute('href');
    }
    await page.waitForTimeout(READ_MS);
    const { x, y } = await linkCentre(target);
    await page.evaluate(() => {
      window.__sameDocument = true;
      window.__navigationProbe.arm();
    });
    const figures = await clickAndWait(page, x, y, intent);
    if (!(await page.evaluate(() => window.__sameDocument === true)))
      throw new Error(`${family.family}: the click loaded a new document, not a client navigation`);
    const arrived = figures.path.split('?')[0];
    if (arrived !== href.split('?')[0]) throw new Error(`${family.family}: clicked ${href} but arrived at ${figures.path}`);
    const zeroWall = figures.pressedWall ?? figures.startedWall;
    const during = requests.between(zeroWall, figures.shownWall).map((request) => ({ ...request }));
    const counts = requestRounds(during);
    return { ms: figures.ms, href, path: figures.path, ...counts, requests: during.map((request) => describe(request, origin, zeroWall)) };
  });
}

/**
 * A sample that failed (a page that never hydrated, a heading that never came) as a record
 * rather than the end of the step: reported and judged as a miss, its figures left out.
 */
const failedSample = (signal) => (error) => {
  if (signal.aborted) throw error;
  return { error: error.message };
};

/** A mode's samples: the median click, the median of each round count, and the requests of the sample nearest the median. */
function summariseClicks(samples) {
  const ms = samples.map(({ ms }) => ms);
  const mid = median(ms);
  const nearest = samples.reduce((best, sample) => (Math.abs(sample.ms - mid) < Math.abs(best.ms - mid) ? sample : best));
  return {
    ms: round(mid),
    samples: ms.map(round),
    rounds: medianOf(samples, 'rounds'),
    codeRounds: medianOf(samples, 'codeRounds'),
    dataRounds: medianOf(samples, 'dataRounds'),
    dataAfterCode: medianOf(samples, 'dataAfterCode'),
    codeRequests: medianOf(samples, 'codeRequests'),
    roundsBySample: samples.map(({ rounds, codeRounds, dataRounds, dataAfterCode }) => ({ rounds, code: codeRounds, data: dataRounds, dataAfterCode })),
    requests: nearest.requests,
  };
}

/**
 * The first click into every family of `families` on `origin`, `samples` times in each mode,
 * and the family's target page loaded afresh as many times.
 */
export async function measureFirstClick(browser, origin, families, signal, { samples = 3, log = () => {} } = {}) {
  const result = { network: FIRST_CLICK_NETWORK, restMs: REST_MS, readMs: READ_MS, samples, families: {} };
  for (const family of families) {
    const modes = {};
    for (const [mode, intent] of [
      ['withIntent', true],
      ['withoutIntent', false],
    ]) {
      const clicks = [];
      for (let sample = 0; sample < samples; sample += 1) clicks.push(await clickSample(browser, origin, family, intent, signal).catch(failedSample(signal)));
      const done = clicks.filter(({ error }) => !error);
      if (!done.length) throw new Error(`first click ${family.family}: every sample failed: ${clicks.map(({ error }) => error).join('; ')}`);
      modes[mode] = { ...summariseClicks(done), errors: clicks.filter(({ error }) => error).map(({ error }) => error) };
      modes.path ??= done[0].path;
    }
    const fresh = [];
    const freshErrors = [];
    for (let sample = 0; sample < samples; sample += 1) {
      const ms = await freshLoadSample(browser, `${origin}${modes.path}`, signal).catch(failedSample(signal));
      if (typeof ms === 'number') fresh.push(ms);
      else freshErrors.push(ms.error);
    }
    const entry = {
      from: family.from,
      target: modes.path,
      freshLoadMs: fresh.length ? round(median(fresh)) : null,
      freshLoadSamples: fresh.map(round),
      freshLoadErrors: freshErrors,
      withIntent: modes.withIntent,
      withoutIntent: modes.withoutIntent,
    };
    result.families[family.family] = entry;
    const line = (m) => `${m.ms} ms, rounds ${m.rounds} (code ${m.codeRounds}, data ${m.dataRounds}, data after code ${m.dataAfterCode})`;
    const modesLine = `with intent ${line(entry.withIntent)}; without ${line(entry.withoutIntent)}`;
    log(`  first click ${family.family} (${family.from} → ${entry.target}): ${modesLine}; fresh load ${entry.freshLoadMs} ms`);
  }
  return result;
}

/** The new visitor's targets. */
export const NEW_VISITOR_TARGETS = {
  firstVisitLcpMs: 1000, // at most, every page, over HTTP/2 (the protocol visitors get)
  firstVisitHydratedMs: 1800, // at most, every page, over HTTP/2 (issue 49)
  firstVisitSuggestionsMs: 2300, // at most, every page, over HTTP/2 (issue 49)
  // The latest sign (hydrated, menu, suggestions, a form's messages): by the suggestions' time.
  firstVisitWorkingMs: 2300,
  firstClickCodeRounds: 1, // at most, every family and mode
  firstClickCodeRequests: 5, // at most, every family and mode: a handful of files (issue 49)
  firstClickDataAfterCode: 0, // data requests that started after a code request finished
};

/**
 * Every target of the step judged: { step, figure, subject, value, target, relation, met, text },
 * `text` the line a missed one prints ("figure family/page value > target"). The first visit is
 * judged over HTTP/2, what the edge serves (HTTP/1.1 is reported beside it); a first click against
 * the fresh load of its own target page in the same run, so both saw the same machine. A failed
 * sample is a missed target of its own. Figures that are null are not judged.
 */
export function newVisitorJudgements(firstVisit, firstClick) {
  const judged = [];
  const judge = (step, figure, subject, value, target, label, targetText = target) => {
    if (value === null || value === undefined || target === null || target === undefined) return;
    const met = !(value > target);
    judged.push({ step, figure, subject, value, target, relation: '<=', met, text: met ? null : `${label} ${value} > ${targetText}` });
  };
  const failed = (step, figure, subject, error, text) =>
    judged.push({ step, figure, subject, value: error, target: null, relation: null, met: false, text: `${text}: ${error}` });
  const h2 = firstVisit?.protocols.h2 ?? {};
  for (const [page, figures] of Object.entries(h2)) {
    const step = 'new visitor: first visit (h2)';
    judge(step, 'lcp_ms', page, figures.lcpMs, NEW_VISITOR_TARGETS.firstVisitLcpMs, `first_visit h2 ${page} lcp_ms`);
    judge(step, 'hydrated_ms', page, figures.hydratedMs, NEW_VISITOR_TARGETS.firstVisitHydratedMs, `first_visit h2 ${page} hydrated_ms`);
    judge(step, 'suggestions_ms', page, figures.suggestionsMs, NEW_VISITOR_TARGETS.firstVisitSuggestionsMs, `first_visit h2 ${page} suggestions_ms`);
    judge(step, 'working_ms', page, figures.workingMs, NEW_VISITOR_TARGETS.firstVisitWorkingMs, `first_visit h2 ${page} working_ms`);
    for (const error of figures.errors ?? []) failed(step, 'sample', page, error, `first_visit h2 ${page} a sample failed`);
  }
  for (const [family, entry] of Object.entries(firstClick?.families ?? {})) {
    const step = 'new visitor: first click';
    for (const mode of ['withIntent', 'withoutIntent']) {
      const figures = entry[mode];
      const name = mode === 'withIntent' ? 'with_intent' : 'without_intent';
      const subject = `${family} ${name}`;
      const label = `first_click ${family} ${name}`;
      judge(step, 'ms, against the fresh load', subject, figures.ms, entry.freshLoadMs, `${label} ms`, `fresh load ${entry.freshLoadMs}`);
      judge(step, 'code_rounds', subject, figures.codeRounds, NEW_VISITOR_TARGETS.firstClickCodeRounds, `${label} code_rounds`);
      judge(step, 'code_requests', subject, figures.codeRequests, NEW_VISITOR_TARGETS.firstClickCodeRequests, `${label} code_requests`);
      judge(step, 'data_after_code', subject, figures.dataAfterCode, NEW_VISITOR_TARGETS.firstClickDataAfterCode, `${label} data_after_code`);
      for (const error of figures.errors ?? []) failed(step, 'sample', subject, error, `${label} a sample failed`);
    }
    for (const error of entry.freshLoadErrors ?? []) failed(step, 'fresh load', family, error, `first_click ${family} fresh load failed`);
  }
  return judged;
}

/** Each missed target as a line "figure family/page value > target" (newVisitorJudgements). */
export function newVisitorMisses(firstVisit, firstClick) {
  return newVisitorJudgements(firstVisit, firstClick)
    .filter(({ met }) => !met)
    .map(({ text }) => text);
}

/** The step's figures under their JSON names (report.mjs and the probe print the same). */
export function newVisitorFigures(firstVisit, firstClick) {
  const visit = (figures) => ({
    fcp_ms: figures.fcpMs,
    lcp_ms: figures.lcpMs,
    working_ms: figures.workingMs,
    hydrated_ms: figures.hydratedMs,
    menu_ms: figures.menuMs,
    suggestions_ms: figures.suggestionsMs,
    form_ms: figures.formMs,
    lcp_element: figures.lcpElement,
    document_protocol: figures.documentProtocol,
    protocols: figures.protocols,
    samples: figures.samples,
    timeline: figures.timeline,
    floor: figures.floor,
    errors: figures.errors,
  });
  const click = (m) => ({
    ms: m.ms,
    samples: m.samples,
    rounds: m.rounds,
    code_rounds: m.codeRounds,
    data_rounds: m.dataRounds,
    data_after_code: m.dataAfterCode,
    code_requests: m.codeRequests,
    rounds_by_sample: m.roundsBySample,
    requests: m.requests,
    errors: m.errors,
  });
  return {
    new_visitor_first_visit: firstVisit
      ? {
          network: firstVisit.network,
          cpu_slowdown: firstVisit.cpuSlowdown,
          samples: firstVisit.samples,
          ...Object.fromEntries(
            Object.entries(firstVisit.protocols).map(([protocol, pages]) => [
              protocol,
              Object.fromEntries(Object.entries(pages).map(([page, figures]) => [page, visit(figures)])),
            ]),
          ),
        }
      : null,
    new_visitor_first_click: firstClick
      ? {
          network: firstClick.network,
          rest_ms: firstClick.restMs,
          samples: firstClick.samples,
          ...Object.fromEntries(
            Object.entries(firstClick.families).map(([family, entry]) => [
              family,
              {
                from: entry.from,
                target: entry.target,
                fresh_load_ms: entry.freshLoadMs,
                fresh_load_samples: entry.freshLoadSamples,
                fresh_load_errors: entry.freshLoadErrors,
                with_intent: click(entry.withIntent),
                without_intent: click(entry.withoutIntent),
              },
            ]),
          ),
        }
      : null,
  };
}

/** The step's lines of the bench's table. */
export function printNewVisitor(firstVisit, firstClick, print = console.log) {
  if (firstVisit) {
    const { network: n } = firstVisit;
    const link = `${n.latencyMs} ms round trip, ${n.downKbps / 1000} Mbit/s down, ${n.upKbps} kbit/s up`;
    print(`new visitor, first visit (empty cache; ${link}, CPU ${firstVisit.cpuSlowdown}x slower; median of ${firstVisit.samples}), ms from navigation start:`);
    const protocols = Object.keys(firstVisit.protocols);
    const heads = protocols.map(
      (protocol) => `${`${protocol}: FCP`.padStart(14)}${'LCP'.padStart(6)}${'working'.padStart(9)}${'(hydr/menu/sugg/form)'.padStart(24)}`,
    );
    print(`  ${'page'.padEnd(14)}${heads.join('')}`);
    for (const page of Object.keys(firstVisit.protocols[protocols[0]])) {
      const cells = protocols.map((protocol) => {
        const f = firstVisit.protocols[protocol][page];
        if (!f) return ''.padStart(53);
        const steps = [f.hydratedMs, f.menuMs, f.suggestionsMs, f.formMs].map((value) => value ?? '-').join('/');
        const working = String(f.workingMs ?? '-').padStart(9);
        return `${String(f.fcpMs ?? '-').padStart(14)}${String(f.lcpMs ?? '-').padStart(6)}${working}${`(${steps})`.padStart(24)}`;
      });
      print(`  ${page.padEnd(14)}${cells.join('')}`);
    }
    const used = protocols.map((protocol) => {
      const documentProtocols = new Set(Object.values(firstVisit.protocols[protocol]).map((f) => JSON.stringify(f.documentProtocol)));
      return `${protocol}: ${[...documentProtocols].join(', ')}`;
    });
    print(`  protocol Chromium reported for the documents: ${used.join('; ')}`);
  }
  if (firstClick) {
    const { network: n } = firstClick;
    const conditions = `empty cache; ${n.latencyMs} ms round trip, ${n.downKbps / 1000} Mbit/s; median of ${firstClick.samples}`;
    const legend = 'click to heading ms [request rounds: all/code/data, data after code; code files], and the page loaded afresh';
    print(`new visitor, first click into each family (${conditions}): ${legend}`);
    for (const [family, entry] of Object.entries(firstClick.families)) {
      const mode = (m) => `${String(m.ms).padStart(5)} [${m.rounds}/${m.codeRounds}/${m.dataRounds}, ${m.dataAfterCode}; ${m.codeRequests}]`;
      const modes = `with intent ${mode(entry.withIntent)}  without ${mode(entry.withoutIntent)}`;
      print(`  ${family.padEnd(13)} ${modes}  fresh load ${String(entry.freshLoadMs).padStart(5)}  ${entry.from} → ${entry.target}`);
    }
  }
}
