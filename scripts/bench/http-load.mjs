// Load runs (autocannon) and single cold requests against loopback servers.
import http from 'node:http';
import autocannon from 'autocannon';
import { answersDirectly } from './direct-page.mjs';

/**
 * Requests per second and latency for `url` under `connections` concurrent keep-alive
 * connections, bounded by `seconds` and by `maxRequests`; `signal` stops it early.
 */
export async function loadRun(url, { seconds, connections, maxRequests = 500_000, signal }) {
  const instance = autocannon({ url, connections, duration: seconds, maxOverallRequests: maxRequests, timeout: 10 });
  signal?.addEventListener('abort', () => instance.stop(), { once: true });
  const result = await instance;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // autocannon counts 3xx as non-2xx; every URL measured here answers 200.
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

/**
 * Time to first byte of one GET on a fresh connection (no keep-alive), in ms, with the status
 * and the Location (not followed). The body is read to the end, so the server finishes its work
 * before the next measurement.
 */
export function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (response) => {
      const ttfb = performance.now() - start;
      response.resume();
      response.on('end', () => resolve({ ttfb, status: response.statusCode, location: response.headers.location }));
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer within 30 s`)));
    request.on('error', reject);
  });
}

/**
 * Warm: each page under the same load once every upstream answer it needs is cached (5 requests
 * first, each of which must answer 200 itself: a redirect would be counted as thousands of
 * errors, never as a page), and the static file before and after them. The pages are compared
 * with the mean of the two static runs: on a shared machine one static run alone, taken before
 * other work starts or stops, swung the ratio by more than the site ever moved it.
 */
export async function measureWarm(site, pages, staticPath, load, signal) {
  const before = await loadRun(`${site}${staticPath}`, { ...load, signal });
  const pageRuns = {};
  for (const page of pages) {
    for (let i = 0; i < 5; i += 1) await answersDirectly(site, page.path, signal);
    pageRuns[page.name] = await loadRun(`${site}${page.path}`, { ...load, signal });
  }
  const after = await loadRun(`${site}${staticPath}`, { ...load, signal });
  const staticRun = {
    rps: (before.rps + after.rps) / 2,
    p99: Math.max(before.p99, after.p99),
    errors: before.errors + after.errors,
    runs: [before.rps, after.rps],
  };
  return { staticRun, pages: pageRuns };
}

/** GETs `url` and returns its body text; throws on a non-2xx answer. */
export async function getText(url, signal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
