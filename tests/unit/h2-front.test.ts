import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterEach, expect, it } from 'vitest';
// @ts-expect-error: plain JS helpers of the bench, no declarations.
import { serveFront } from '../../scripts/bench/h2-front.mjs';
// @ts-expect-error: plain JS helpers of the bench, no declarations.
import { CHROMIUM } from '../../scripts/bench/browser-load.mjs';

/**
 * The bench's HTTP/2 front (scripts/bench/h2-front.mjs) as the bench's browser meets it: a real
 * Chromium, started with the front's switch, loads two pages through it that share a script.
 * A visitor's browser keeps that script in its HTTP cache and asks the edge once; a browser that
 * only waves a certificate error through stores nothing, and would make every second document
 * of a bench visit download its code again.
 */
let site: Server | undefined;
let front: { close(): Promise<void> } | undefined;
let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  await front?.close();
  await new Promise((done) => (site ? site.close(done) : done(undefined)));
  browser = front = site = undefined;
});

it('is trusted by the browser it is started with, whose HTTP cache then keeps what it serves', async () => {
  let scriptRequests = 0;
  site = createServer((request, response) => {
    if (request.url === '/shared.js') {
      scriptRequests += 1;
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end('document.documentElement.dataset.ran = "yes";');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' });
    response.end(`<!doctype html><title>${request.url}</title><script src="/shared.js"></script><p>${request.url}</p>`);
  });
  await new Promise<void>((done) => site!.listen(0, '127.0.0.1', done));
  const target = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const served = await serveFront({ target, port: 0 });
  front = served;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: served.browserArgs });
  // No ignoreHTTPSErrors: a certificate the browser did not trust would fail the load here.
  const context = await browser.newContext();
  for (const path of ['/first', '/second']) {
    // A tab of its own, the first one closed: its renderer's memory cache goes with it, and
    // only the context's HTTP cache can answer the second page's script.
    const page = await context.newPage();
    const answer = await page.goto(`${served.url}${path}`);
    expect(answer?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.dataset.ran)).toBe('yes');
    await page.close();
  }
  expect(scriptRequests).toBe(1);
}, 30_000);
