import type { UpstreamFamily } from '../../shared/data-access';
import type { Config } from '../env';
import { custom, type CacheStrategy } from '../cache/strategies';

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

/** Cache lifetimes per family, tuned by ops through [vars]; prices and plans change rarely. */
export function familyStrategy(config: Config, family: UpstreamFamily, path: string): CacheStrategy {
  if (family === 'subscription' || path.startsWith('/v4/promotion/prices')) return custom(config.CACHE_PRICES);
  if (family === 'search') return custom(config.CACHE_SEARCH);
  if (family === 'cms' || family === 'cmsLegacy') return custom(config.CACHE_CMS);
  return custom(config.CACHE_PROMOTION);
}
