// Load runs (autocannon) and single cold requests against loopback servers.
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * Requests per second and latency for `url` under `connections` concurrent keep-alive
 * connections, bounded by `seconds` and by `maxRequests`.
 */
export async function loadRun(url, { seconds, connections, maxRequests = 500_000 }) {
  const result = await autocannon({ url, connections, duration: seconds, maxOverallRequests: maxRequests, timeout: 10 });
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

/** GETs `url` and returns its body text; throws on a non-2xx answer. */
export async function getText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
