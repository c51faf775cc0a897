import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { ReaderContext } from './reader';

/** What the upstream reader needs from a request: config, bindings, preview flag, waitUntil. */
export function readerContextOf(c: Context<AppEnv>, overrides: Partial<ReaderContext> = {}): ReaderContext {
  return {
    config: c.get('config'),
    env: c.env,
    preview: c.get('preview'),
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    ...overrides,
  };
}
