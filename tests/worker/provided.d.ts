declare module 'vitest' {
  export interface ProvidedContext {
    /** Root URL of the demo upstream the integration tests run against. */
    upstream: string;
    /** The UNPUBLISHED_KEY the site worker runs with in these tests. */
    previewKey: string;
  }
}
export {};
