import type { PublicConfig } from '../shared/public-config';
import type { Config, Env } from './env';

/** Hono generics for the site worker: bindings plus per-request values set by middleware. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The startup-validated config (middleware/config.ts): worker code's one way to read it. */
    config: Config;
    /** What the browser may see of it, built once. */
    publicConfig: PublicConfig;
    /** CSP nonce of this response, made by hono/secure-headers' NONCE before any handler runs. */
    secureHeadersNonce: string;
    /** The language of the answer (middleware/language.ts). */
    language: import('../shared/languages').Language;
    /** Show-unpublished for this request (preview mode). */
    preview: boolean;
  };
}
