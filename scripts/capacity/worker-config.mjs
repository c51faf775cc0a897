// What the capacity model simulates, as the worker is configured for production: each upstream
// family's lifetimes and the page cache's (wrangler.toml's [env.production] vars, read by
// wrangler itself), the KV time-to-live the worker gives each entry, the background refreshes'
// budget (the UPSTREAM_REFRESH_LIMIT rate-limit binding, decision 064) with the upstream origins
// it is keyed by, and the isolate's cache sizes (worker/cache/isolate-sizes.ts).
import { unstable_readConfig } from 'wrangler';
import { loadTsModules } from '../lib/load-ts.mjs';

/** "300/3600/86400" -> { maxAge, swr, staleIfError } in seconds (as worker/env.ts reads it). */
function cacheTimes(value) {
  const match = /^(\d+)\/(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) throw new Error(`not a cache setting: ${value}`);
  const [maxAge, swr, staleIfError] = match.slice(1).map(Number);
  return { maxAge, swr, staleIfError };
}

/** The KV time-to-live of an entry (worker/cache/strategies.ts: all three times, at least 60 s). */
const kvTtl = ({ maxAge, swr, staleIfError }) => Math.max(60, maxAge + swr + staleIfError);

/**
 * The origins whose refreshes share a pool of tokens, each { name, hosts, families }: every read
 * the worker makes (worker/api/read-contract.ts) put through the worker's own cacheFamily and
 * familyRoot (worker/upstream/families.ts) with this environment's roots gives each cache family
 * the hosts it calls. Families that call one host share its pool (the catalogue API: promotion,
 * search, prices). A family that calls two hosts (cms: CMS_ROOT, and CMS_LEGACY_ROOT for the help
 * FAQ and legal categories) is taken as one pool with one host's tokens: a lower bound, as the
 * worker gives each host its own.
 */
function refreshOrigins(vars, { READ_CONTRACT }, { cacheFamily, familyRoot }, kinds) {
  const hostsOf = new Map(kinds.map((kind) => [kind, new Set()]));
  for (const { family, path } of READ_CONTRACT) {
    const kind = cacheFamily(family, path);
    if (!hostsOf.has(kind)) throw new Error(`worker/upstream/families.ts: a cache family the capacity model does not know: ${kind}`);
    hostsOf.get(kind).add(new URL(familyRoot(vars, family)).host);
  }
  const pools = [];
  for (const kind of kinds) {
    const hosts = [...hostsOf.get(kind)];
    if (hosts.length === 0) throw new Error(`worker/api/read-contract.ts: no read of the ${kind} family`);
    const [pool, ...others] = pools.filter((other) => hosts.some((host) => other.hosts.has(host)));
    if (!pool) {
      pools.push({ hosts: new Set(hosts), families: [kind] });
      continue;
    }
    for (const other of others) {
      for (const host of other.hosts) pool.hosts.add(host);
      pool.families.push(...other.families);
      pools.splice(pools.indexOf(other), 1);
    }
    for (const host of hosts) pool.hosts.add(host);
    pool.families.push(kind);
  }
  return pools.map(({ hosts, families }) => ({ name: [...hosts].join(' + '), hosts: [...hosts], families }));
}

/**
 * The refresh budget: the environment's UPSTREAM_REFRESH_LIMIT binding, `limit` tokens a `period`
 * (seconds), counted per location and keyed by the host a refresh calls (worker/cache/refresh-budget.ts),
 * and the origins that key names.
 */
function refreshBudget(ratelimits, environment, origins) {
  const { limit, period } = refreshLimit(ratelimits, environment);
  return { limit, periodSeconds: period, origins };
}

/** UPSTREAM_REFRESH_LIMIT's `limit` and `period` in an environment's ratelimits (also the burst run's, at the top level). */
export function refreshLimit(ratelimits, environment) {
  const binding = (ratelimits ?? []).find(({ name }) => name === 'UPSTREAM_REFRESH_LIMIT');
  const { limit, period } = binding?.simple ?? {};
  if (!(Number.isFinite(limit) && limit > 0 && Number.isFinite(period) && period > 0))
    throw new Error(`wrangler.toml: no UPSTREAM_REFRESH_LIMIT rate limit with a limit and a period for ${environment}`);
  return { limit, period };
}

export async function workerConfig(environment = 'production') {
  const { vars, ratelimits } = unstable_readConfig({ config: 'wrangler.toml', env: environment });
  const lifetimes = {
    promotion: cacheTimes(vars.CACHE_PROMOTION),
    search: cacheTimes(vars.CACHE_SEARCH),
    cms: cacheTimes(vars.CACHE_CMS),
    prices: cacheTimes(vars.CACHE_PRICES),
  };
  // One esbuild run for the three modules.
  const [sizes, contract, families] = await loadTsModules(['worker/cache/isolate-sizes.ts', 'worker/api/read-contract.ts', 'worker/upstream/families.ts']);
  const origins = refreshOrigins(vars, contract, families, Object.keys(lifetimes));
  return {
    environment,
    coordination: vars.UPSTREAM_COORDINATION,
    pages: cacheTimes(vars.CACHE_PAGES),
    lifetimes,
    kvTtlSeconds: Object.fromEntries(Object.entries(lifetimes).map(([kind, times]) => [kind, kvTtl(times)])),
    refreshBudget: refreshBudget(ratelimits, environment, origins),
    pageCacheBytes: sizes.PAGE_CACHE_BYTES,
    memoryBytes: sizes.MEMORY_LAYER_BYTES,
  };
}
