/** The runtime's module for bindings at module scope (workerd, wrangler dev, vitest pool). */
declare module 'cloudflare:workers' {
  import type { DurableObjectState } from '@cloudflare/workers-types';
  export const env: Record<string, unknown>;
  /** The worker's own exports as bindings; the vitest pool uses it to call the site worker. */
  export const exports: { default: { fetch(input: string | Request, init?: RequestInit): Promise<Response> } };
  /** Base class of a Durable Object whose public methods are called over RPC. */
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: DurableObjectState;
    protected readonly env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
