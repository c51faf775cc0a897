/**
 * The two helpers of the vitest pool's `cloudflare:test` module these tests use. The pool's own
 * declarations need the global workers types, which clash with the DOM types of the project.
 */
declare module 'cloudflare:test' {
  import type { ExecutionContext } from '@cloudflare/workers-types';
  export function createExecutionContext(): ExecutionContext;
  /** Resolves once every waitUntil promise of the context has settled. */
  export function waitOnExecutionContext(ctx: ExecutionContext): Promise<void>;
}
