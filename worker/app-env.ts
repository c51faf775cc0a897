import type { Context } from 'hono';
import type { FormOutcome } from '../shared/forms/form-outcome';
import type { PublicConfig } from '../shared/public-config';
import type { Config, Env } from './env';

/**
 * Renders the page at `pageUrl` in answer to a native form post, with the form's outcome
 * (worker/ssr/render.tsx renderPageFor). The BFF reaches it through the context
 * (middleware/page-renderer.ts), so /api/ does not import the page renderer and its build files.
 */
export type RenderPageFor = (c: Context<AppEnv>, pageUrl: string, form: FormOutcome, status: number) => Promise<Response>;

/** Hono generics for the site worker: bindings plus per-request values set by middleware. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The startup-validated config (middleware/load-config.ts): worker code's one way to read it. */
    config: Config;
    /** What the browser may see of it, built once. */
    publicConfig: PublicConfig;
    /** CSP nonce of this response, made by hono/secure-headers' NONCE before any handler runs. */
    secureHeadersNonce: string;
    /** The language of the answer (middleware/language.ts). */
    language: import('../shared/languages').Language;
    /** Show-unpublished for this request (preview mode). */
    preview: boolean;
    /** How the BFF answers a native form post with a page (middleware/page-renderer.ts). */
    renderPageFor: RenderPageFor;
  };
}
