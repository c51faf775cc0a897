// What the browser downloads and asks for while a page becomes interactive, in Debian's Chromium.
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
 * One page's first load: the JavaScript fetched until React has hydrated (gzip size of each
 * script body, zlib's default level, the way a server compresses it on the fly), and the
 * requests to /api/ made in that time. Hydration ends when the root marks
 * <html data-hydrated="true">; a short settle time after it catches effects that fire right
 * after hydration.
 */
export async function measureFirstLoad(browser, site, path, signal) {
  const context = await browser.newContext(PHONE);
  // Closing the context ends whatever the page still waits for when the step overruns.
  const close = () => context.close().catch(() => {});
  signal.addEventListener('abort', close, { once: true });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    const apiRequests = [];
    let hydrated = false;
    page.on('request', (request) => {
      if (!hydrated && new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (hydrated || url.origin !== site || !url.pathname.endsWith('.js')) return;
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
    const sizes = await Promise.all(scripts.values());
    return { jsGzKb: sizes.reduce((sum, size) => sum + size, 0) / 1024, scripts: scripts.size, apiRequests: apiRequests.length };
  } finally {
    signal.removeEventListener('abort', close);
    await close();
  }
}
