/** The runtime's module for bindings at module scope (workerd, wrangler dev, vitest pool). */
declare module 'cloudflare:workers' {
  import type { DurableObjectState } from '@cloudflare/workers-types';
  /** The bindings and vars of wrangler.toml (worker-configuration.d.ts, `npm run types`). */
  export const env: Cloudflare.Env;
  /** The worker's own exports as bindings; the vitest pool uses it to call the site worker. */
  export const exports: { default: { fetch(input: string | Request, init?: RequestInit): Promise<Response> } };
  /** Base class of a Durable Object whose public methods are called over RPC. */
  export abstract class DurableObject<Env = unknown> {
    /** The runtime's mark of a Durable Object class: a namespace binding's stubs are typed from it. */
    readonly __DURABLE_OBJECT_BRAND: never;
    protected readonly ctx: DurableObjectState;
    protected readonly env: Env;
    constructor(ctx: DurableObjectState, env: Env);
  }
}
