declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the site both engines visit (tests/engines/global-setup.ts). */
    baseURL: string;
    /** Origin of that site's demo upstream, whose /__received lists the posts it accepted. */
    upstreamURL: string;
  }
}
export {};
