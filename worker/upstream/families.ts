import type { UpstreamFamily } from '../../shared/data-access';
import type { Config } from '../env';
import { custom, type CacheStrategy } from '../cache/strategies';
import type { CacheFamily } from '../cache/purges';

/** Where each upstream family lives. */
export function familyRoot(config: Config, family: UpstreamFamily): string {
  switch (family) {
    case 'promotion':
    case 'search':
    case 'subscription':
      return config.API_ROOT;
    case 'cms':
      return config.CMS_ROOT;
    case 'cmsLegacy':
      return config.CMS_LEGACY_ROOT;
  }
}

/** Which cache family an upstream read belongs to: its lifetimes, and what one purge names (../cache/purges.ts). */
export function cacheFamily(family: UpstreamFamily, path: string): CacheFamily {
  if (family === 'subscription' || path.startsWith('/v4/promotion/prices')) return 'prices';
  if (family === 'search') return 'search';
  if (family === 'cms' || family === 'cmsLegacy') return 'cms';
  return 'promotion';
}

const TIMES = {
  prices: 'CACHE_PRICES',
  search: 'CACHE_SEARCH',
  cms: 'CACHE_CMS',
  promotion: 'CACHE_PROMOTION',
} as const satisfies Record<CacheFamily, keyof Config>;

/** Cache lifetimes per family, tuned by ops through [vars]; prices and plans change rarely. */
export function familyStrategy(config: Config, family: UpstreamFamily, path: string): CacheStrategy {
  return custom(config[TIMES[cacheFamily(family, path)]]);
}
