// The capacity model's results as the terminal shows them and as docs/capacity.md holds them.
import { PRICES, PRICES_READ_ON } from './prices.mjs';

const count = (n) => {
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)} B`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} k`;
  return n.toFixed(n < 10 ? 2 : 0);
};
const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;
const usd = (n) => `$${n.toFixed(n < 100 ? 2 : 0)}`;
const seconds = (s) => (Number.isFinite(s) ? `${s.toFixed(s < 10 ? 1 : 0)} s` : 'all fits');

/** Rows of [label, value per scale]. */
function rows(results) {
  const each = (f) => results.map(f);
  return [
    ['**Worker**', each(() => '')],
    ['requests', each((r) => count(r.worker.requests))],
    ['CPU (ms)', each((r) => count(r.worker.cpuMs))],
    ['CPU per request (ms)', each((r) => r.worker.cpuMsPerRequest.toFixed(2))],
    ...(results[0].edge
      ? [
          ['**Workers Cache (in front of the Worker)**', each(() => '')],
          ['documents asked', each((r) => count(r.edge.requests))],
          ['hit ratio', each((r) => percent(r.edge.hitRatio))],
        ]
      : []),
    ['**Isolate page cache**', each(() => '')],
    ['documents asked', each((r) => count(r.pageCache.requests))],
    ['hit ratio', each((r) => percent(r.pageCache.hitRatio))],
    ['renders (with crawlers)', each((r) => count(r.pageCache.renders))],
    ['an unasked page stays (least recently used out)', each((r) => seconds(r.keepSeconds.pageCache))],
    ['**Memory layer**', each(() => '')],
    ['reads asked', each((r) => count(r.memory.reads))],
    ['hit ratio (fresh or stale)', each((r) => percent(r.memory.hitRatio))],
    ['refreshes of a stale answer (a look in KV first)', each((r) => count(r.memory.refreshLooks))],
    ['refreshes KV had nothing fresher for (upstream)', each((r) => count(r.memory.refreshes))],
    ['an unasked answer stays (least recently used out)', each((r) => seconds(r.keepSeconds.memory))],
    ['**KV**', each(() => '')],
    ['reads', each((r) => count(r.kv.reads))],
    ['hit ratio (no upstream call)', each((r) => percent(r.kv.hitRatio))],
    ['writes', each((r) => count(r.kv.writes))],
    ['writes/s at the busiest key (limit 1)', each((r) => `${r.kv.busiestKeyWritesPerSecond.toFixed(2)} (${r.kv.busiestKey})`)],
    ['stored (GB)', each((r) => r.kv.storedGb.toFixed(2))],
    ['**Upstream**', each(() => '')],
    ['requests', each((r) => count(r.upstream.requests))],
    ['per second, mean', each((r) => r.upstream.meanPerSecond.toFixed(1))],
    ['per second, busiest minute', each((r) => r.upstream.busiestMinutePerSecond.toFixed(1))],
    ['per second, minute after a full purge (one flight per isolate)', each((r) => r.upstream.afterPurgePerSecond.isolate.toFixed(0))],
    ['per second, minute after a full purge (coordinator on)', each((r) => r.upstream.afterPurgePerSecond.coordinated.toFixed(0))],
    ['KV reads per second, minute after a deploy', each((r) => r.upstream.afterDeployKvReadsPerSecond.toFixed(0))],
    ['**Cost per month (USD)**', each(() => '')],
    ['Workers plan', each((r) => usd(r.cost.base))],
    ['Worker requests', each((r) => usd(r.cost.workerRequests))],
    ['Worker CPU', each((r) => usd(r.cost.workerCpu))],
    ['KV reads', each((r) => usd(r.cost.kvReads))],
    ['KV writes', each((r) => usd(r.cost.kvWrites))],
    ['KV storage', each((r) => usd(r.cost.kvStorage))],
    ['**total**', each((r) => `**${usd(r.cost.total)}**`)],
  ];
}

/** The table as Markdown (the terminal prints the same). */
export function capacityTable(results) {
  const header = `| per month | ${results.map((r) => `${count(r.views)} page views`).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---:').join(' | ')} |`;
  return [header, rule, ...rows(results).map(([label, values]) => `| ${label} | ${values.join(' | ')} |`)].join('\n');
}

const json = (value) => `\`${JSON.stringify(value)}\``;

/** docs/capacity.md: what the model is, each assumption, the prices, the measured costs, the table. */
export function capacityPage({ results, withEdge, sensitivity, config, costs, parameters, values }) {
  const families = Object.entries(costs.families)
    .map(
      ([name, f]) =>
        `| ${[
          name,
          `\`${f.measuredOn}\``,
          f.htmlChars,
          json(f.reads.shared),
          json(f.reads.item),
          json(f.reads.language),
          f.cpuMs.cold,
          f.cpuMs.warm,
          f.cpuMs.cached,
          f.cpuMs.data,
        ].join(' | ')} |`,
    )
    .join('\n');
  return `# Capacity: a month of traffic, what it costs, what reaches the upstream

Written by \`npm run capacity -- --write\` (scripts/capacity.mjs); do not edit by hand. The
model and its arithmetic: scripts/capacity/model.mjs and cache-math.mjs; a test works a small
case by hand and replays the approximations (tests/unit/capacity-model.test.ts).

## The month

${capacityTable(results)}

## With Workers Cache in front of the Worker

Each page one shared copy per address (language included), kept ${withEdge[0].edge.lifetimeSeconds} s in each
location and in the upper tier behind them; a hit is billed as a request and uses no CPU. This
assumes what a shared copy needs: nothing of the visitor's in the page (their country's
availability and the cookie bar applied in the browser, a CSP that a shared copy can carry).
Decision 063 (docs/decisions/063-edge-cache-and-refresh-from-kv.md) weighs it against what those
would cost a visitor, with a day's copy purged by tag (\`CAPACITY_EDGE_LIFETIME_SECONDS=86400\`).

${capacityTable(withEdge)}

## With a flatter popularity (\`${sensitivity.name}\` ${sensitivity.value})

${capacityTable(sensitivity.results)}

## What it simulates

The worker as configured for \`${config.environment}\` (wrangler.toml, read by wrangler):

| layer | setting |
| --- | --- |
| isolate page cache | ${config.pageCacheBytes / 1048576} MB an isolate; a page fresh ${config.pages.maxAge} s at most, \
then ${config.pages.swr} s stale while it re-renders |
| memory layer | ${config.memoryBytes / 1048576} MB of upstream answers an isolate |
| KV lifetimes (fresh / stale / if error, s) | ${Object.entries(config.lifetimes)
    .map(([kind, t]) => `${kind} ${t.maxAge}/${t.swr}/${t.staleIfError}`)
    .join(', ')} |
| upstream coordination | \`${config.coordination}\` (the rows "after a full purge" show both) |

## What it leaves out

- **Isolates live all month.** Real isolates are evicted and restarted, each time with empty
  caches. The model's isolate caches are therefore warmer than real ones: the isolate rows are a
  best case.
- **Crawlers' pages pass through the page cache** of the few locations they come from. They push
  hot pages out there. The model does not count that eviction.
- **Locations are equal.** Traffic spread unevenly concentrates on fewer isolates, which then hit
  more. The model is a worst case there.
- **Not modelled:** sitemaps (hourly, \`public, max-age=3600\`), redirects, static assets (served
  without the Worker, not billed), form posts and their queue, and the upstream's own cache
  behind it.

## Assumptions

Each is a parameter in scripts/capacity/parameters.mjs; \`CAPACITY_<NAME>=<JSON>\` changes one for a run.

| parameter | value | why |
| --- | --- | --- |
${Object.entries(parameters)
  .map(([name, { reason }]) => `| \`${name}\` | ${json(values[name])} | ${reason.replace(/\|/g, '\\|')} |`)
  .join('\n')}

## Measured costs

From \`npm run capacity:measure\` at \`${costs.commit}\` on ${costs.measuredAt.slice(0, 10)} (${costs.cpus} CPUs, load ${costs.loadAverage.join(' / ')}).
${costs.about}
Reads are upstream reads of one render, by lifetime: shared by the family's pages, the item's
own, and more in a language other than English. The layout adds ${json(costs.layoutReads.shared)}
to every render, and ${json(costs.layoutReads.language)} in another language. A BFF read costs
${costs.bff.cpuMs} ms.

| family | measured on | HTML chars | reads shared | reads of the item | reads of a language | CPU ms cold | warm | cached | data |
| --- | --- | ---: | --- | --- | --- | ---: | ---: | ---: | ---: |
${families}

## Prices

Cloudflare's published prices, read on ${PRICES_READ_ON}, USD, Workers Paid:

| item | price | included a month | source |
| --- | --- | --- | --- |
${Object.entries(PRICES)
  .map(([name, price]) => {
    const rate =
      price.usdPerMillion !== undefined
        ? `$${price.usdPerMillion} per million`
        : price.usdPerUnit !== undefined
          ? `$${price.usdPerUnit} per unit`
          : `$${price.usd} a ${price.per}`;
    return `| ${name} (${price.note}) | ${rate} | ${price.included ?? '-'} | ${price.source} |`;
  })
  .join('\n')}
`;
}
