declare module 'vitest' {
  export interface ProvidedContext {
    /** UPSTREAM_TIMEOUT_MS the site worker runs with in the fault suite. */
    upstreamTimeoutMs: number;
    /** CHAOS_SHORT=1: one page per family group instead of every family. */
    chaosShort: boolean;
  }
}
export {};
