declare module 'vitest' {
  export interface ProvidedContext {
    /** Root URL of the demo upstream the integration tests run against. */
    upstream: string;
  }
}
export {};
