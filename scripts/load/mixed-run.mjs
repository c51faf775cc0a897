// One bounded load run over a mix of URLs with autocannon: every connection cycles through the
// mix in order, and each answer is checked against the status that URL should give.
import autocannon from 'autocannon';

/**
 * `amount` requests over `connections` keep-alive connections. Returns autocannon's counts plus
 * the unexpected statuses seen per URL (e.g. {"/work/x": {"503": 2}}).
 */
export async function mixedRun(site, mix, { amount, connections }) {
  const unexpected = {};
  const perKind = {};
  const requests = mix.map(({ path, status, kind }) => ({
    method: 'GET',
    path,
    onResponse: (got) => {
      perKind[kind] = (perKind[kind] ?? 0) + 1;
      if (got === status) return;
      unexpected[path] ??= {};
      unexpected[path][got] = (unexpected[path][got] ?? 0) + 1;
    },
  }));
  const started = performance.now();
  const result = await autocannon({ url: site, connections, amount, requests, timeout: 10 });
  return {
    seconds: (performance.now() - started) / 1000,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    status5xx: result['5xx'],
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    unexpected,
    perKind,
  };
}
