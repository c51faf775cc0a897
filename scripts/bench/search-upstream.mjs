// The faceted-search section of npm run bench: the demo upstream's answer time for faceted
// queries over HTTP (issue 21 asks for at most 50 ms over 100,200 editions, SCALE=334). Each
// fetch is timed from request to the last byte of the body, so parsing, the one pass over the
// catalogue, JSON and loopback transfer are all in the figure.

/** Filters spread over every facet and sort; fixed, so runs compare with each other. */
const FILTER_SETS = [
  {},
  { openIn: 'DE' },
  { ensemble: 'piano', grade: 3, period: 'romantic', openIn: 'DE' },
  { instrumentRef: 'IN-004', players: '2' },
  { group: 'chamber', duration: '15-30', format: 'score-and-parts' },
  { key: 'D minor' },
  { publisherId: 2, period: 'classical' },
  { composerRef: 'AR-0007', grade: 4 },
  { players: '4', openIn: 'US', duration: '30-60' },
  { ensemble: 'string-quartet', publisherId: 1, key: 'G major' },
];
const QUERIES = ['', '', 'sonata', 'bach', 'concerto d'];
const SORTS = ['relevance', 'title', 'composer', 'year', 'difficulty'];

/** A seeded list of bodies: the same requests on every run and machine. */
function bodies(count) {
  let seed = 21;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: count }, () => ({
    query: QUERIES[next(QUERIES.length)],
    filters: FILTER_SETS[next(FILTER_SETS.length)],
    sort: SORTS[next(SORTS.length)],
    facets: true,
    skip: next(3) * 24,
    top: 24,
  }));
}

async function timedSearch(url, body) {
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  if (!JSON.parse(text).facets) throw new Error(`POST ${url} answered without facets: is this the faceted upstream?`);
  return ms;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Median, 95th percentile and maximum wall time of `runs` faceted searches at `upstreamUrl`
 * (e.g. http://127.0.0.1:8788), one after the other, after one warm-up request that builds the
 * catalogue's lazily made tables.
 */
export async function measureUpstreamSearch(upstreamUrl, { runs = 30 } = {}) {
  const url = `${upstreamUrl}/v4/search/edition`;
  const list = bodies(runs);
  await timedSearch(url, list[0]);
  const times = [];
  for (const body of list) times.push(await timedSearch(url, body));
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 100) / 100;
  return { runs, medianMs: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)), maxMs: round(times.at(-1)) };
}
