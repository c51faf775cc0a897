import { env } from 'cloudflare:workers';
import { parseConfig } from './env';

/**
 * Parsed when the worker starts: a missing or malformed variable throws here, so `wrangler dev`
 * prints the message naming it and `wrangler deploy` refuses to upload a worker that cannot run.
 * Read by the entry alone (worker/index.ts), which puts it on each request's context
 * (middleware/load-config.ts) and hands it to the queue consumer.
 */
export const config = parseConfig(env);
