import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { config } from '../config';

/** Puts the startup-validated config on every request's context. */
export function loadConfig(): MiddlewareHandler<AppEnv> {
  return async function loadConfig(c, next) {
    c.set('config', config);
    await next();
  };
}
