import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PAGE_DATA_ROUTES_PARAM, pagePathOf } from '../../shared/framework/protocol/page-data';
import { splitLanguage } from '../../shared/languages';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ANALYTICS_API_URL, E2E_SUPPORT_CHAT_WIDGET_URL, E2E_UPSTREAM_URL } from '../../playwright.config';
import AxeBuilder from '@axe-core/playwright';
import { PAGE_AT_TIMEOUT, pageAtTimeout } from './page-at-timeout';
import { networkQuiet, watchNetwork } from './network-quiet';

export { networkQuiet };

/**
 * Where the browser sends analytics events: the site's configured ANALYTICS_API_URL, which every
 * test's page answers with Plausible's 202 (a test watching the events routes it itself).
 */
export const ANALYTICS_ENDPOINT = E2E_ANALYTICS_API_URL;

/** Whether a request is an analytics event (not the page's data or code). */
export const isAnalytics = (url: string): boolean => url === ANALYTICS_ENDPOINT;

/** Console errors, warnings, uncaught exceptions and CSP violations seen by a page. */
export interface ConsoleLog {
  problems: string[];
}

/** Waits until React has hydrated the document (the root sets data-hydrated on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until the footer, hydrated on first use (shared/framework/page/hydrate-on-use.tsx), has
 * hydrated: its newsletter form is sent by its code from then on. Before, it posts natively.
 * Something must wake the footer first: a pointer or focus in it, or scrolling near it.
 */
export async function footerHydrated(page: Page): Promise<void> {
  await expect(page.locator('.footer-host')).toHaveAttribute('data-hydrated', 'true');
}

/** Resolves after the page has drawn two more frames: anything a task scheduled before now has run and is on screen. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Scrolls the window to `top` and resolves once the page has handled it: the scroll event for
 * that position reached the page's listeners, and two frames were drawn after it, so a state
 * change a listener asked for (React commits it in a task before the next frame) is on screen.
 * A check that something did NOT change can follow it and mean something, with no fixed sleep.
 */
export async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const settled = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (window.scrollY === y) return settled();
        const onScroll = () => {
          if (window.scrollY !== y) return;
          window.removeEventListener('scroll', onScroll);
          settled();
        };
        window.addEventListener('scroll', onScroll);
        window.scrollTo(0, y);
      }),
    top,
  );
}

/** Collects the requests the page makes to the site's own /api/ from now on, as "GET /api/…". */
export function watchApi(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

/** The paths of the scripts the page fetches from now on ('/assets/….js'). */
export function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/**
 * The data requests of client navigations (shared/framework/protocol/page-data.ts), each as 'GET <page path>?<query>'
 * (the route list left out): a navigation's data comes from the worker in one request for its page.
 */
export function watchPageData(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const pagePath = url.origin === origin ? pagePathOf(url.pathname) : null;
    if (pagePath === null) return;
    url.searchParams.delete(PAGE_DATA_ROUTES_PARAM);
    requests.push(`${request.method()} ${pagePath}${url.searchParams.size ? `?${url.searchParams}` : ''}`);
  });
  return requests;
}

/** Resolves once the page has what navigations need (shared/framework/browser/navigation-code.ts): it comes once the page is idle. */
export async function navigationCodeIn(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith('/__chunks'))), {
      message: "the pages' code lists arrive once the page is idle",
    })
    .toBe(true);
}

/** The built chunk of a client module, as the browser requests it ('/assets/….js'). */
export function chunkOf(source: string): string {
  return `/${buildManifest()[source]!.file}`;
}

/** The client build's Vite manifest: each chunk by its source, with its file and name. */
export function buildManifest(): Record<string, { file: string; name?: string }> {
  return JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string; name?: string }>;
}

/**
 * Holds every page's data (the `__data` reads) until the returned `release` is called, so a client
 * navigation stays in its loading state, progress bar shown, while the test looks.
 */
export async function holdPageData(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__data*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds every script the page asks for from now on (the page's code, an island's), as on a line
 * where the code has not come yet; the returned `release` lets them all go, in the order asked.
 */
export async function holdPageCode(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = [];
  await page.route('**/*.js', (route) => void held.push(() => route.continue()));
  return async () => {
    await page.unroute('**/*.js');
    for (const release of held.splice(0)) await release();
  };
}

/** Holds the answer for a chunk until `release` is called: the visitor acts while it is on its way. */
export async function holdChunk(page: Page, path: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**${path}`, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release };
}

/** Marks the document; the mark survives client navigations and is lost on a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}

/** Whether the document marked by markDocument is still the one shown (no full page load since). */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
}

/**
 * Loads a page, waits until it has hydrated, then lets any late effect fire (./network-quiet.ts).
 * A page of a context the test made itself is watched from here, before the page's first request.
 */
export async function loadHydrated(page: Page, path: string): Promise<void> {
  watchNetwork(page.context());
  await page.goto(path);
  await hydrated(page);
  await networkQuiet(page);
}

/**
 * The stand-in for the chat widget's script: it defines `window.SupportChat` (unless a test put
 * one there first, see fakeSupportChat) recording each call in `__chatCalls`, and notes in
 * `__chatWidgetRan` whether the page had finished loading and hydrating when it ran.
 */
const STAND_IN_CHAT_WIDGET = `(() => {
  const calls = (window.__chatCalls ??= []);
  window.SupportChat ??= { showNewMessage: () => calls.push('show'), hide: () => calls.push('hide') };
  window.__chatWidgetRan = {
    afterLoad: performance.getEntriesByType('navigation')[0].loadEventEnd > 0,
    hydrated: document.documentElement.dataset.hydrated === 'true',
  };
})();`;

/**
 * The client address a test's browser sends from, as Cloudflare's edge would tell the worker
 * (CF-Connecting-IP): one /64 of the documentation prefix per test, repeat and retry. Without it
 * every page of the suite is one client (wrangler dev gives the worker 127.0.0.1), and the
 * forms' limit of 20 posts per route and minute (wrangler.toml) refuses the 21st contact form of
 * the suite's busiest minute, whichever test sends it.
 */
function clientAddress(id: string): string {
  const hash = createHash('sha256').update(id).digest('hex');
  return `2001:db8:${hash.slice(0, 4)}:${hash.slice(4, 8)}::1`;
}

/**
 * Every test gets a page whose console problems are collected, and analytics calls and the chat
 * widget's script answered locally (no network here, and none should leave the machine).
 */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  // Sent with every request the test's pages make, to any host: a cross-origin fetch with it needs
  // a preflight, which the routes below (Playwright's) answer for the one such request, analytics.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const id = `${testInfo.testId} ${testInfo.repeatEachIndex} ${testInfo.retry}`;
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': clientAddress(id) });
  },
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { problems: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // Chromium logs a document answered with 404 (the not-found page) as a failed load.
      const url = message.location().url;
      if (message.text().includes('status of 404') && url && splitLanguage(new URL(url).pathname).path === '/404') return;
      log.problems.push(`${message.type()}: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`));
    // A blocked eval or inline script whose error the code swallows logs nothing to the console,
    // yet the browser still reports it (DevTools, Lighthouse, a report-uri): count it too.
    await page.exposeFunction('__cspViolation', (text: string) => log.problems.push(`csp: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await use(log);
  },
  page: async ({ page }, use, testInfo) => {
    watchNetwork(page.context());
    await page.route(ANALYTICS_ENDPOINT, (route) => route.fulfill({ status: 202, body: 'ok' }));
    await page.route(E2E_SUPPORT_CHAT_WIDGET_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_CHAT_WIDGET }));
    await use(page);
    // A test that ran out of time says what its page was doing then (the retry report prints it).
    if (testInfo.status === 'timedOut') await testInfo.attach(PAGE_AT_TIMEOUT, { body: await pageAtTimeout(page), contentType: 'text/plain' });
  },
});

export { expect };

/** Calls one of the demo upstream's test hooks (/__received, /__faults) and returns its JSON. */
export async function upstreamHook(method: string, path: string, body?: unknown) {
  const response = await fetch(`${E2E_UPSTREAM_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

/**
 * A stand-in support-chat widget (the `window.SupportChat` seam a deployment's chat script
 * provides), installed before the page's scripts run, as if the widget were already there.
 * Returns a reader of the calls it got.
 */
export async function fakeSupportChat(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {
      __chatCalls: calls,
      SupportChat: { showNewMessage: () => calls.push('show'), hide: () => calls.push('hide') },
    });
  });
  return () => chatCalls(page);
}

/** The calls the chat widget on the page got so far (none while no widget has arrived). */
export function chatCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __chatCalls?: string[] }).__chatCalls ?? []);
}

/** The WCAG 2.0 and 2.1 A/AA rules: the level issue 8 asks every route to meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe check of `page`, run by `axe.run` in the page itself. By default @axe-core/playwright
 * finishes every check in a new blank tab (so results from cross-origin frames can be joined), and
 * starting that tab's renderer costs more than the rules: whole-page checks of /search, / and an
 * artist page took 2.1-2.9, 1.6-1.9 and 1.3-1.5 s, against 1.2-1.6, 0.8-1.0 and 0.7-0.8 s here,
 * one worker, 3 runs each. Under three workers on two cores a drawer test with two checks ran
 * past its 30 s timeout. The site's pages hold no frames (the CMS allowlist drops `iframe`), so
 * nothing goes unchecked. Every spec asks axe through this (biome.jsonc keeps the import here).
 */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();

/** WCAG 2.1 A/AA problems axe finds in `scope` (whole page when omitted), one line each (empty when none). */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = axeBuilder(page).withTags(WCAG_TAGS);
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** WCAG 2.1 A/AA problems axe finds in the page's <main>, one line each (empty when none). */
export const mainContentViolations = (page: Page): Promise<string[]> => axeViolations(page, 'main');

/** WCAG 2.1 A/AA problems axe finds anywhere in the page: header, menus, footer, cookie bar, main. */
export const pageViolations = (page: Page): Promise<string[]> => axeViolations(page);
