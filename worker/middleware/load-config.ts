import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { toPublicConfig, type Config } from '../env';

/**
 * The one road by which worker code reads configuration: the startup-validated config (and the
 * part the browser may see) on every request's context. Only the entry (worker/index.ts) reads
 * worker/config.ts and hands it here, so a test swaps config by building its app with another.
 */
export function loadConfig(config: Config): MiddlewareHandler<AppEnv> {
  const publicConfig = toPublicConfig(config);
  return async function loadConfig(c, next) {
    c.set('config', config);
    c.set('publicConfig', publicConfig);
    await next();
  };
}
