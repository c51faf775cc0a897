// What the browser downloads and asks for on a first visit without input, in Debian's Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { track } from './processes.mjs';
import { checkNavigation } from './direct-page.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Playwright's Chromium, started as a browser server because only that hands out the browser's
 * pid: if closing it hangs, its process group is killed. Playwright's own signal handlers are
 * off, since they exit the process before the bench has stopped its servers and reported.
 */
export async function startBrowser({ name = 'playwright', args = [], ignoreDefaultArgs = [] } = {}) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...args],
    ignoreDefaultArgs,
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const pid = server.process().pid;
  const stop = track({ name: `chromium (${name}, pid ${pid})`, group: () => pid, stop: () => server.close() });
  try {
    const browser = await chromium.connect(server.wsEndpoint(), { timeout: 30_000 });
    return { browser, pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The phone every first load is measured as (scripts/blocking-probe.mjs adds its screen and touch). */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true };

/**
 * How long the page must stay quiet (no request in flight, none started) before its first load is
 * over, and how long after hydration at least: what a page asks for at idle is asked for at the
 * browser's first idle moment, at most 2 s after hydration for the navigation code
 * (shared/framework/browser/navigation-code.ts), 3 s for the pricing page's checkout.
 */
const QUIET_MS = 1000;
const AFTER_HYDRATION_MS = 3500;
/** A page still loading this long after hydration fails its step, naming what it still waited for. */
const QUIET_LIMIT_MS = 15_000;

/**
 * One page's first load, as a visitor who reads the page's language and touches nothing downloads
 * it: every script of the site fetched from the navigation until the network is quiet after
 * hydration (gzip size of each body, zlib's default level, the way a server compresses it on the
 * fly). So the code the page asks for by itself at idle (the navigation code, the progress bar,
 * the language's vocabulary) counts beside the code it hydrates with, as in the build's count
 * (scripts/lib/first-load-js.mjs). Hydration ends when the root marks <html data-hydrated>;
 * requests to /api/ are counted until then, plus a short settle time for effects right after it.
 */
export async function measureFirstLoad(browser, site, path, signal, { language = 'en' } = {}) {
  // The browser's language is the page's, so no offer of another language loads (it is made to a
  // visitor who reads another: shared/framework/server/boot-script.ts).
  const context = await browser.newContext({ ...PHONE, locale: language === 'en' ? 'en-GB' : language });
  // Closing the context ends whatever the page still waits for when the step overruns.
  const close = () => context.close().catch(() => {});
  signal.addEventListener('abort', close, { once: true });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    const apiRequests = [];
    const inFlight = new Set();
    let lastActivity = Date.now();
    let hydrated = false;
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
      if (!hydrated && new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    const settled = (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== site || !url.pathname.endsWith('.js') || scripts.has(url.pathname)) return;
      scripts.set(
        url.pathname,
        response.body().then((body) => gzipSync(body).length),
      );
    });
    const answer = await page.goto(`${site}${path}`, { waitUntil: 'load', timeout: 30_000 });
    await checkNavigation(answer, path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForTimeout(300);
    hydrated = true;
    const hydratedAt = Date.now();
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS || Date.now() - hydratedAt < AFTER_HYDRATION_MS) {
      if (Date.now() - hydratedAt > QUIET_LIMIT_MS)
        throw new Error(`${path}: still loading ${QUIET_LIMIT_MS / 1000} s after hydration: ${[...inFlight].map((request) => request.url()).join(', ')}`);
      await page.waitForTimeout(100);
    }
    const sizes = await Promise.all(scripts.values());
    return { jsGzKb: sizes.reduce((sum, size) => sum + size, 0) / 1024, scripts: scripts.size, apiRequests: apiRequests.length };
  } finally {
    signal.removeEventListener('abort', close);
    await close();
  }
}
