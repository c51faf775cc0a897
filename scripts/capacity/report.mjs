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
const minutes = (s) => {
  const m = s / 60;
  return Number.isInteger(m) ? String(m) : m.toFixed(m < 100 ? 1 : 0);
};
/** A family's refreshes after a purge, worked through at its origin's budget, against its swr. */
const against = ({ seconds: s, swrSeconds }) => `${minutes(s)} minutes (${s <= swrSeconds ? 'within' : 'past'} its swr, ${minutes(swrSeconds)})`;
const drained = ({ refreshes, seconds: s, swrSeconds }) =>
  refreshes > 0 ? `${minutes(s)} of ${minutes(swrSeconds)} min (${s <= swrSeconds ? 'within' : 'past'} swr)` : 'none asked';

/** Rows of [label, value per scale]. */
function rows(results) {
  const each = (f) => results.map(f);
  const budget = results[0].refreshBudget;
  const originOf = (family) => budget.origins.find(({ families }) => families.includes(family)).name;
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
    [`of which the purge times (each isolate every ${budget.purgeCheckSeconds} s)`, each((r) => count(r.kv.purgeCheckReads))],
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
    [`**Refresh budget (decision 064: ${budget.limit} per ${budget.periodSeconds} s a location and origin)**`, each(() => '')],
    ...budget.origins.map(({ name, families }, o) => [
      `${name} (${families.join(', ')}): refreshes per second at most (x ${budget.locations} locations)`,
      each((r) => r.refreshBudget.origins[o].ceilingPerSecond.toFixed(1)),
    ]),
    [`all origins (${budget.origins.length}): refreshes per second at most`, each((r) => r.refreshBudget.ceilingPerSecond.toFixed(1))],
    ...budget.origins.flatMap(({ name }, o) => [
      [
        `${name}: refreshes wanted per second, busiest minute (of them, memory misses that found KV stale)`,
        each(
          ({ refreshBudget: { origins } }) =>
            `${origins[o].busiestMinute.wantedPerSecond.toFixed(1)} (${origins[o].busiestMinute.staleMissesPerSecond.toFixed(1)})`,
        ),
      ],
      [`${name}: share of them waiting for a token`, each((r) => percent(r.refreshBudget.origins[o].busiestMinute.waitingShare))],
    ]),
    [
      'per second, minute after a full purge (one refresh per location and answer, no budget)',
      each((r) => r.refreshBudget.afterPurge.askedPerSecond.toFixed(0)),
    ],
    [
      'per second, minute after a full purge (one refresh per location and answer, budget on)',
      each((r) => r.refreshBudget.afterPurge.upstreamPerSecond.toFixed(0)),
    ],
    ...Object.keys(budget.afterPurge.drain).map((family) => [
      `full purge: minutes until the refreshes of ${family} are done (${originOf(family)} shared in proportion)`,
      each((r) => drained(r.refreshBudget.afterPurge.drain[family])),
    ]),
    [
      `promotion purged alone: minutes until its refreshes are done (all of ${originOf('promotion')})`,
      each((r) => drained(r.refreshBudget.purgedAlone.promotion)),
    ],
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
  const budget = results[0].refreshBudget;
  const originsText = config.refreshBudget.origins.map(({ name, families }) => `${name}: ${families.join(', ')}`).join('; ');
  const largest = results.at(-1);
  const shared = budget.origins.filter(({ families }) => families.length > 1);
  const split = budget.origins.filter(({ name }) => name.includes(' + '));
  const purged = Object.entries(largest.refreshBudget.afterPurge.drain)
    .filter(([, { refreshes }]) => refreshes > 0)
    .map(
      ([family, { seconds: s, swrSeconds }]) => `${minutes(s)} minutes for ${family} (${s <= swrSeconds ? 'within' : 'past'} its swr, ${minutes(swrSeconds)})`,
    )
    .join(', ');
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

### Purges and the refresh budget

Decision 064 (docs/decisions/064-purge-marks-stale-and-refresh-budget.md): a purge deletes
nothing. It marks its families' answers stale, and each isolate reads the purge times from one KV
key every ${budget.purgeCheckSeconds} s (the KV row "of which the purge times", the same at every scale). After a
full purge each location refreshes each answer it is asked for once, as its isolates find each
other's copy in KV: between the rows "one flight per isolate" and "coordinator on". Background
refreshes, never misses, take a token from \`UPSTREAM_REFRESH_LIMIT\`, ${budget.limit} per ${budget.periodSeconds} s a location,
keyed by the upstream origin the refresh calls: at most ${budget.originCeilingPerSecond.toFixed(0)} a second an origin over ${budget.locations} locations.
The families on one origin share its tokens (${shared.map(({ name, families }) => `${name}: ${families.join(', ')}`).join('; ')})${split
    .map(({ name, families }) => `;\n${families.join(', ')} calls ${name}, counted as one origin with one host's tokens (the worker gives each its own)`)
    .join('')}.
Without a token the stale answer stands until a later request finds one. A refresh is wanted
when an answer is asked stale but within swr (past it the read is a miss, which takes no token):
held in an isolate's memory with nothing fresher in KV, or found in KV by a memory miss (in
brackets); the model estimates which loads come within swr from its own arrival rates. The
upstream and cost rows count every wanted refresh as made, as if no token were refused. The
budget rows give the share of an ordinary busiest minute's refreshes that waits, origin by
origin, the purge minute's upstream rate with and without the budget, and how long the budget
takes to refresh what the purge's first minute asked for, against each family's swr (past it a
stale answer is a miss a visitor waits on). After a full purge an origin's families share its
tokens in proportion to what they ask, so all of them are done when the origin is; a purge of
promotion alone (a catalogue change) has its origin's tokens to itself. Both are lower bounds:
they count only the first minute's answers, and give them all of the origin's tokens, which an
ordinary minute's refreshes want too. At ${count(largest.views)} page views, after a full purge the refreshes
are done in ${purged};
after a purge of promotion alone, in ${against(largest.refreshBudget.purgedAlone.promotion)}.

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
| refresh budget | \`UPSTREAM_REFRESH_LIMIT\` ${config.refreshBudget.limit}/${config.refreshBudget.periodSeconds} s a location and origin (${originsText}) |

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
