/** The rate-limit binding as the budget uses it (wrangler.toml's UPSTREAM_REFRESH_LIMIT). */
export interface RefreshLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Whether a background refresh of an answer from `origin` (the upstream root's host) may call
 * it now (decision 064): one token of UPSTREAM_REFRESH_LIMIT, which counts per location and is
 * keyed by origin, since what the budget protects is each origin's capacity: the catalogue API
 * serves the promotion, search and prices families, the content services the CMS answers. Its
 * limit is an origin's rate shared among the locations (wrangler.toml). A binding that fails
 * lets the refresh go: the answers' lifetimes bound the refreshes, as before the budget.
 */
export function refreshBudget(limiter: RefreshLimiter | undefined, origin: string): () => Promise<boolean> {
  return async function refreshAllowed() {
    if (!limiter) return true;
    try {
      return (await limiter.limit({ key: origin })).success;
    } catch {
      return true;
    }
  };
}
