/** The runtime's module for bindings at module scope (workerd, wrangler dev, vitest pool). */
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
}
