import type { CacheTimes } from '../env';

/**
 * How long an upstream answer is used. Within maxAge it is fresh; until maxAge + swr it is
 * served at once while a refresh runs in the background; until maxAge + swr + staleIfError it
 * is served only when upstream fails.
 */
export interface CacheStrategy {
  maxAge: number;
  swr: number;
  staleIfError: number;
}

/** A configured family's times (CACHE_* settings) as a strategy. */
export const custom = (times: CacheTimes): CacheStrategy => ({ ...times });

/** A "not found" answer is cached briefly so a newly published item appears soon. */
export function forStatus(strategy: CacheStrategy, status: number): CacheStrategy {
  if (status < 300) return strategy;
  return { maxAge: Math.min(strategy.maxAge, 60), swr: Math.min(strategy.swr, 60), staleIfError: strategy.staleIfError };
}

/** KV refuses an expirationTtl under 60 s. */
export function kvTtl(strategy: CacheStrategy): number {
  return Math.max(60, strategy.maxAge + strategy.swr + strategy.staleIfError);
}
