// The sitemaps' memory claim, measured: fresh site workers fetch every edition sitemap of a
// catalogue, and the growth of their workerd's resident memory (peak minus before) is compared
// between a large catalogue and a small one. Streaming one upstream page at a time should make
// them about equal; a worker that gathered a whole list first would grow with the catalogue.
import { loadTs } from '../lib/load-ts.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../bench/bench-servers.mjs';
import { getText } from '../bench/http-load.mjs';
import { memoryOf, resetPeak, workerdPid } from './process-memory.mjs';

const { SITEMAP_INDEX_PATH, SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS } = await loadTs('shared/sitemap.ts');

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the <url> entries of a child as its body streams in, without keeping the text. */
async function countUrls(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const decoder = new TextDecoder();
  let count = 0;
  let carry = '';
  for await (const bytes of response.body) {
    const text = carry + decoder.decode(bytes, { stream: true });
    count += text.split('<url>').length - 1;
    carry = text.slice(-4);
  }
  return count;
}

/**
 * Two fresh workers, one after the other, crawl every edition sitemap of the upstream's
 * catalogue: the first reads every list page from upstream (cold) and leaves them in KV, the
 * second, on the same KV directory, reads them from KV (warm). Under wrangler dev every outbound
 * fetch leaves workerd some memory it does not give back (the same child fetched from upstream
 * again and again grows it each time), so the cold figure grows with the number of upstream
 * reads whatever the code does; the warm figure is the sitemaps' own memory.
 */
export async function sitemapMemory({ upstreamUrl, port, servers }) {
  const kvDir = mkdtempSync(join(tmpdir(), 'sitemap-kv-'));
  // Long enough that the warm crawl finds every list page fresh (no refresh from upstream).
  const vars = { CACHE_SEARCH: '3600/3600/86400' };
  try {
    const cold = await crawl({ upstreamUrl, port, servers, vars, kvDir });
    const warm = await crawl({ upstreamUrl, port, servers, vars, kvDir });
    return { cold, warm };
  } finally {
    rmSync(kvDir, { recursive: true, force: true });
  }
}

async function crawl({ upstreamUrl, port, servers, vars, kvDir }) {
  const site = await startSite({ port, upstream: upstreamUrl, vars, kvDir });
  servers.push(site);
  try {
    const pid = workerdPid(site.processGroup);
    // Loads the worker's code and opens KV and the outbound path, as any first request would.
    await getText(`${site.url}/robots.txt`);
    await getText(`${site.url}/sitemaps/pages-1.xml`);
    await pause(500);
    const before = memoryOf(pid);
    const peakReset = resetPeak(pid);
    // A sampler as well, in case the peak could not be reset (it then includes start-up).
    let sampled = before.rssMb;
    const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rssMb)), 25);
    const started = performance.now();
    const index = await getText(`${site.url}${SITEMAP_INDEX_PATH}`);
    const children = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/editions-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    let urls = 0;
    let largestChild = 0;
    for (const child of children) {
      const count = await countUrls(`${site.url}${child}`);
      largestChild = Math.max(largestChild, count);
      urls += count;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(pid);
    const peakMb = peakReset ? Math.max(after.peakMb, sampled) : sampled;
    return {
      editions: urls,
      children: children.length,
      largestChild,
      childrenWithinLimit: largestChild <= Math.min(SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS),
      seconds,
      beforeMb: before.rssMb,
      peakMb,
      growthMb: peakMb - before.rssMb,
    };
  } finally {
    await site.stop();
    servers.splice(servers.indexOf(site), 1);
  }
}
