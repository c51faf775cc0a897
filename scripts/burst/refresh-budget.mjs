// The refresh budget the local worker runs with: wrangler.toml's top-level UPSTREAM_REFRESH_LIMIT
// (decision 064), which the purge burst holds the upstream's refreshes to.
import { unstable_readConfig } from 'wrangler';
import { refreshLimit } from '../capacity/worker-config.mjs';

export const readRefreshBudget = () => refreshLimit(unstable_readConfig({ config: 'wrangler.toml' }).ratelimits, 'the top level');
