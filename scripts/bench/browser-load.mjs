// What the browser downloads and asks for while a page becomes interactive, in Debian's Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * For each page: the JavaScript fetched until React has hydrated (gzip size of each script body,
 * zlib's default level, the way a server compresses it on the fly), and the requests to /api/
 * made in that time. Hydration ends when the root marks <html data-hydrated="true">; a short
 * settle time after it catches effects that fire right after hydration.
 */
export async function measureFirstLoad(site, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const { name, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const scripts = new Map();
      const apiRequests = [];
      let hydrated = false;
      page.on('request', (request) => {
        if (!hydrated && new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
      });
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (hydrated || url.origin !== site || !url.pathname.endsWith('.js')) return;
        scripts.set(url.pathname, response.body().then((body) => gzipSync(body).length));
      });
      const answer = await page.goto(`${site}${path}`, { waitUntil: 'load', timeout: 30_000 });
      if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForTimeout(300);
      hydrated = true;
      const sizes = await Promise.all(scripts.values());
      results[name] = {
        jsGzKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
        scripts: [...scripts.keys()].length,
        apiRequests: apiRequests.length,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
