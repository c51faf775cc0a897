// Cold TTFB: the first request of each page on a worker with every cache empty.
import { setUpstreamFaults, startSite } from './bench-servers.mjs';
import { timeToFirstByte } from './http-load.mjs';
import { median } from './report.mjs';
import { notAPage } from './direct-page.mjs';

/**
 * One fresh worker per page (its own KV directory, a new isolate), so each page's first request
 * finds every cache empty, including the data its layout shares with other pages. A new
 * isolate's first render also pays, once per isolate and whatever the caches hold, for V8
 * compiling the renderer and for opening the KV store and the outbound connection. That is
 * measured on its own (`firstRenderMs`): a preview-mode render of /404 (preview reads skip every
 * cache, and the page reads only the footer's CMS answer), with the upstream answering at once so
 * the figure is the isolate's own work, not a round trip. (Until issue 16 it was timed on an
 * unknown path, whose 302 to /404 made it two renders and two delayed reads: 370 ms, of which
 * about 314 were the upstream's.) Then one BFF read through the KV cache of data no measured page
 * uses (the featured institutions), and the upstream's delay goes back on for the timed page.
 * The workers run on `port` ... `port + pages.length - 1`; rounds run one page at a time.
 */
export async function measureCold(pages, { upstreamUrl, upstreamDelayMs, port, rounds }, signal) {
  const samples = Object.fromEntries(pages.map((page) => [page.name, []]));
  const firstRender = [];
  const previewKey = `bench-${Math.random().toString(36).slice(2)}-preview-key-of-32-characters`;
  for (let round = 0; round < rounds; round += 1) {
    const workers = await Promise.all(pages.map((_, i) => startSite({ port: port + i, upstream: upstreamUrl, vars: { UNPUBLISHED_KEY: previewKey } })));
    const stopWorkers = () => Promise.all(workers.map((worker) => worker.stop()));
    // A step that overran stops its workers now, not when the run ends: idle, they would still
    // take memory and wake-ups from the steps measured after this one.
    signal.addEventListener('abort', stopWorkers, { once: true });
    try {
      for (const [i, page] of pages.entries()) {
        const site = workers[i].url;
        const opened = await fetch(`${site}/bench-warm-up?strapi=${previewKey}`, { redirect: 'manual', signal });
        const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0];
        if (!cookie) throw new Error('the cold worker did not open preview mode for its warm-up');
        await setUpstreamFaults(upstreamUrl, { mode: 'slow', delayMs: 0, pathPrefix: '/' });
        const start = performance.now();
        // Not followed: a redirect here would be a second render, and fails the check below.
        const warmUp = await fetch(`${site}/404`, { headers: { cookie }, redirect: 'manual', signal });
        await warmUp.text();
        if (warmUp.status !== 404) throw new Error(`the warm-up render answered ${warmUp.status}`);
        firstRender.push(performance.now() - start);
        await (await fetch(`${site}/api/v4/promotion/institutions/featured`, { signal })).text();
        await setUpstreamFaults(upstreamUrl, { mode: 'slow', delayMs: upstreamDelayMs, pathPrefix: '/' });
        const { ttfb, status, location } = await timeToFirstByte(`${site}${page.path}`);
        if (status !== 200) throw new Error(notAPage(page.path, status, location));
        samples[page.name].push(ttfb);
      }
    } finally {
      signal.removeEventListener('abort', stopWorkers);
      await stopWorkers();
    }
  }
  const ttfb = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
  return { ttfb, firstRenderMs: median(firstRender), samples };
}
