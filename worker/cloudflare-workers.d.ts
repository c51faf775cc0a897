/** The runtime's module for bindings at module scope (workerd, wrangler dev, vitest pool). */
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
  /** The worker's own exports as bindings; the vitest pool uses it to call the site worker. */
  export const exports: { default: { fetch(input: string | Request, init?: RequestInit): Promise<Response> } };
}
