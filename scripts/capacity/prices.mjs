// Cloudflare's published prices the capacity model costs a month with, each with its source and
// the date it was read. USD, Workers Paid plan. docs/capacity.md lists them.

export const PRICES_READ_ON = '2026-11-30';

export const PRICES = {
  workersBase: {
    usd: 5,
    per: 'month',
    source: 'https://developers.cloudflare.com/workers/platform/pricing/',
    note: 'Workers Paid: the plan itself, with the inclusions below',
  },
  workerRequests: {
    included: 10_000_000,
    usdPerMillion: 0.3,
    source: 'https://developers.cloudflare.com/workers/platform/pricing/',
    note: 'requests to the Worker; static assets are not billed',
  },
  workerCpuMs: { included: 30_000_000, usdPerMillion: 0.02, source: 'https://developers.cloudflare.com/workers/platform/pricing/', note: 'CPU milliseconds' },
  kvReads: {
    included: 10_000_000,
    usdPerMillion: 0.5,
    source: 'https://developers.cloudflare.com/kv/platform/pricing/',
    note: 'a read that finds nothing counts too',
  },
  kvWrites: { included: 1_000_000, usdPerMillion: 5, source: 'https://developers.cloudflare.com/kv/platform/pricing/', note: 'ten times a read' },
  kvStorageGb: { included: 1, usdPerUnit: 0.5, source: 'https://developers.cloudflare.com/kv/platform/pricing/', note: 'GB-month' },
  durableObjectRequests: {
    included: 1_000_000,
    usdPerMillion: 0.15,
    source: 'https://developers.cloudflare.com/durable-objects/platform/pricing/',
    note: 'only with UPSTREAM_COORDINATION "durable-object"',
  },
  workersCacheHits: {
    usdPerMillion: 0.3,
    source: 'https://blog.cloudflare.com/workers-cache/ (2026-07-06) and https://developers.cloudflare.com/workers/cache/',
    note: 'a hit is billed as a Worker request and uses no CPU',
  },
};

/** The cost of `quantity` units of a per-million price after its inclusion. */
export function overage(price, quantity) {
  return (Math.max(0, quantity - (price.included ?? 0)) / 1_000_000) * price.usdPerMillion;
}
