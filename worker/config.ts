import { env } from 'cloudflare:workers';
import { parseConfig, toPublicConfig } from './env';

/**
 * Parsed when the worker starts: a missing or malformed variable throws here, so `wrangler dev`
 * prints the message naming it and `wrangler deploy` refuses to upload a worker that cannot run.
 */
export const config = parseConfig(env);

/** What the browser receives of it; fixed for the isolate's life, so built once. */
export const publicConfig = toPublicConfig(config);
