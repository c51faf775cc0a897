// The sitemaps' memory claim, measured: fresh site workers fetch every edition sitemap of a
// catalogue, and what the worker's isolate holds in the middle of serving a child (its memory
// after a full collection, read through the inspector, minus the same before the crawl) is
// compared between a large catalogue and a small one. A child reads one upstream page at a time
// and keeps nothing once it has sent it, so both hold about the same; a worker that kept what it
// read (or anything else per edition) would hold far more, by the last child, for the large one.
// A child gathered whole before its first byte is not caught: wrangler dev's runtime takes each
// chunk out of the isolate as soon as it is offered, so mid-child the isolate holds no more than
// when streaming; the cap on a child's URLs (decision 013) bounds that case. The growth of
// workerd's resident memory (peak minus before) is not used: it also counts wrangler's KV
// simulator in the same process, the pages its allocator keeps and the snapshots themselves
// (docs/decisions/016-load-memory-measure.md, 054-two-collections.md).
import { loadTs } from '../lib/load-ts.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../bench/bench-servers.mjs';
import { getText } from '../bench/http-load.mjs';
import { openIsolateInspector } from './isolate-heap.mjs';

const { SITEMAP_INDEX_PATH, SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS } = await loadTs('shared/sitemap.ts');
const { LANGUAGES } = await loadTs('shared/languages.ts');

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child of both catalogues has more entries than this; the heap is read once past it. */
const MIDDLE_URLS = 1000;

/**
 * Counts the <url> entries of a child as its body streams in, without keeping the text; once
 * past MIDDLE_URLS, stops reading while `atMiddle()` runs (the worker is then mid-response).
 */
async function countUrls(url, atMiddle) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const decoder = new TextDecoder();
  let count = 0;
  let carry = '';
  for await (const bytes of response.body) {
    const text = carry + decoder.decode(bytes, { stream: true });
    count += text.split('<url>').length - 1;
    carry = text.slice(-4);
    if (atMiddle && count >= MIDDLE_URLS) {
      await atMiddle();
      atMiddle = undefined;
    }
  }
  return count;
}

/**
 * Two fresh workers, one after the other, crawl every edition sitemap of the upstream's
 * catalogue: the first reads every list page from upstream (cold) and leaves them in KV, the
 * second, on the same KV directory, reads them from KV (warm).
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
    // Loads the worker's code and opens KV and the outbound path, as any first request would.
    await getText(`${site.url}/robots.txt`);
    await getText(`${site.url}/sitemaps/pages-1.xml`);
    await pause(500);
    const inspector = await openIsolateInspector(site.inspectorPort);
    const heapBefore = (await inspector.heapAfterGc()).totalMb;
    let heapMiddle = heapBefore;
    let snapshotMs = 0;
    // A heap snapshot takes a second or two: read in the first child (the largest, every child
    // but the last is full) and the last (by then a worker that kept its reads holds them all).
    const readMiddle = async () => {
      const at = performance.now();
      heapMiddle = Math.max(heapMiddle, (await inspector.heapAfterGc()).totalMb);
      snapshotMs += performance.now() - at;
    };
    const started = performance.now();
    const index = await getText(`${site.url}${SITEMAP_INDEX_PATH}`);
    const children = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/editions-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    let urls = 0;
    let largestChild = 0;
    for (const [i, child] of children.entries()) {
      const count = await countUrls(`${site.url}${child}`, i === 0 || i === children.length - 1 ? readMiddle : undefined);
      largestChild = Math.max(largestChild, count);
      urls += count;
    }
    const seconds = (performance.now() - started - snapshotMs) / 1000;
    inspector.close();
    return {
      // Every edition is listed once per language (issue 20).
      editions: urls / LANGUAGES.length,
      urls,
      children: children.length,
      largestChild,
      childrenWithinLimit: largestChild <= Math.min(SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS),
      seconds,
      heapBeforeMb: heapBefore,
      heapMiddleMb: heapMiddle,
      heapGrowthMb: heapMiddle - heapBefore,
    };
  } finally {
    await site.stop();
    servers.splice(servers.indexOf(site), 1);
  }
}
