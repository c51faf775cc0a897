import type { Config, Env } from './env';

/** Hono generics for the site worker: bindings plus per-request values set by middleware. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    config: Config;
    /** CSP nonce of this response, made by hono/secure-headers' NONCE before any handler runs. */
    secureHeadersNonce: string;
    /** Show-unpublished for this request (preview mode). */
    preview: boolean;
  };
}
