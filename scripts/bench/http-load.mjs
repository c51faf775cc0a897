// Load runs (autocannon) and single cold requests against loopback servers.
import http from 'node:http';
import autocannon from 'autocannon';

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
 * Time to first byte of one GET on a fresh connection (no keep-alive), in ms, with the status.
 * The body is read to the end, so the server finishes its work before the next measurement.
 */
export function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (response) => {
      const ttfb = performance.now() - start;
      response.resume();
      response.on('end', () => resolve({ ttfb, status: response.statusCode }));
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer within 30 s`)));
    request.on('error', reject);
  });
}

/**
 * Warm: the static file, then each page once every upstream answer it needs is cached (5 requests
 * first), each under the same load.
 */
export async function measureWarm(site, pages, staticPath, load, signal) {
  const staticRun = await loadRun(`${site}${staticPath}`, { ...load, signal });
  const pageRuns = {};
  for (const page of pages) {
    for (let i = 0; i < 5; i += 1) await getText(`${site}${page.path}`, signal);
    pageRuns[page.name] = await loadRun(`${site}${page.path}`, { ...load, signal });
  }
  return { staticRun, pages: pageRuns };
}

/** GETs `url` and returns its body text; throws on a non-2xx answer. */
export async function getText(url, signal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
