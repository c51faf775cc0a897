// What the capacity model simulates, as the worker is configured for production: each upstream
// family's lifetimes and the page cache's (wrangler.toml's [env.production] vars, read by
// wrangler itself), the KV time-to-live the worker gives each entry, and the isolate's cache sizes
// (worker/cache/isolate-sizes.ts).
import { unstable_readConfig } from 'wrangler';
import { loadTs } from '../lib/load-ts.mjs';

/** "300/3600/86400" -> { maxAge, swr, staleIfError } in seconds (as worker/env.ts reads it). */
function cacheTimes(value) {
  const match = /^(\d+)\/(\d+)\/(\d+)$/.exec(value ?? '');
  if (!match) throw new Error(`not a cache setting: ${value}`);
  const [maxAge, swr, staleIfError] = match.slice(1).map(Number);
  return { maxAge, swr, staleIfError };
}

/** The KV time-to-live of an entry (worker/cache/strategies.ts: all three times, at least 60 s). */
const kvTtl = ({ maxAge, swr, staleIfError }) => Math.max(60, maxAge + swr + staleIfError);

export async function workerConfig(environment = 'production') {
  const { vars } = unstable_readConfig({ config: 'wrangler.toml', env: environment });
  const lifetimes = {
    promotion: cacheTimes(vars.CACHE_PROMOTION),
    search: cacheTimes(vars.CACHE_SEARCH),
    cms: cacheTimes(vars.CACHE_CMS),
    prices: cacheTimes(vars.CACHE_PRICES),
  };
  const sizes = await loadTs('worker/cache/isolate-sizes.ts');
  return {
    environment,
    coordination: vars.UPSTREAM_COORDINATION,
    pages: cacheTimes(vars.CACHE_PAGES),
    lifetimes,
    kvTtlSeconds: Object.fromEntries(Object.entries(lifetimes).map(([kind, times]) => [kind, kvTtl(times)])),
    pageCacheBytes: sizes.PAGE_CACHE_BYTES,
    memoryBytes: sizes.MEMORY_LAYER_BYTES,
  };
}
