// The refresh budget the local worker runs with: wrangler.toml's top-level UPSTREAM_REFRESH_LIMIT
// (decision 064), which the purge burst holds the upstream's refreshes to.
import { unstable_readConfig } from 'wrangler';

export function readRefreshBudget() {
  const { ratelimits } = unstable_readConfig({ config: 'wrangler.toml' });
  const binding = (ratelimits ?? []).find(({ name }) => name === 'UPSTREAM_REFRESH_LIMIT');
  if (!binding?.simple) throw new Error('wrangler.toml has no top-level UPSTREAM_REFRESH_LIMIT rate limit with a limit and a period');
  return { limit: binding.simple.limit, period: binding.simple.period };
}
