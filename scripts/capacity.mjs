// npm run capacity: what a month of traffic costs and what reaches the upstream, at 10 million,
// 100 million and a billion page views, through the site's cache layers as configured for
// production (scripts/capacity/model.mjs). It reads the costs measured from the worker
// (docs/capacity-costs.json) and prints one table per layer.
//
//   npm run capacity                  the model, from the measured costs (well under a minute)
//   npm run capacity -- --write       and writes docs/capacity.md (assumptions, prices, tables)
//   npm run capacity:measure          measures the costs again (servers; scripts/capacity/measure-costs.mjs)
//   CAPACITY_ZIPF_ALPHA=0.64 npm run capacity    one assumption changed (scripts/capacity/parameters.mjs)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { capacityPage, capacityTable } from './capacity/report.mjs';
import { COSTS_FILE } from './capacity/measure-costs.mjs';
import { simulateMonth } from './capacity/model.mjs';
import { PARAMETERS, parameterValues } from './capacity/parameters.mjs';
import { workerConfig } from './capacity/worker-config.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const started = performance.now();

const costs = JSON.parse(readFileSync(COSTS_FILE, 'utf8'));
const config = await workerConfig('production');
const p = parameterValues();
const results = p.monthlyPageViews.map((views) => simulateMonth({ views, p, config, costs }));
// The same month with Workers Cache in front of the Worker, each page one shared copy.
const edge = { lifetimeSeconds: p.edgeLifetimeSeconds };
const withEdge = p.monthlyPageViews.map((views) => simulateMonth({ views, p, config, costs, edge }));
console.log('Without an edge cache (as built):\n');
console.log(capacityTable(results));
console.log(`\nWith Workers Cache in front of the Worker (a shared copy of each page, ${edge.lifetimeSeconds} s):\n`);
console.log(capacityTable(withEdge));
if (process.argv.includes('--write')) {
  // The assumption that moves the result most, at the low end of what was measured on the web.
  const flatter = { ...p, zipfAlpha: 0.64 };
  const sensitivity = { name: 'zipfAlpha', value: 0.64, results: flatter.monthlyPageViews.map((views) => simulateMonth({ views, p: flatter, config, costs })) };
  writeFileSync('docs/capacity.md', capacityPage({ results, withEdge, sensitivity, config, costs, parameters: PARAMETERS, values: p }));
  console.log('Wrote docs/capacity.md.');
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
