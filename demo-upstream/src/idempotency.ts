/**
 * Idempotency keys, as the promotion service honours them: a POST carrying an Idempotency-Key
 * the service has already answered gets that same answer again and is not processed (nor
 * recorded in /__received) a second time. This is what lets the site retry a submission whose
 * first attempt may or may not have arrived without it ever arriving twice.
 */
import type { MiddlewareHandler } from 'hono';
import type { UpstreamEnv } from './env';

const HEADER = 'idempotency-key';
/** Oldest keys are forgotten beyond this, so long benchmarks cannot exhaust memory. */
const KEY_LIMIT = 10_000;

const answered = new Map<string, { status: number; body: string; contentType: string }>();

export function idempotency(): MiddlewareHandler<UpstreamEnv> {
  return async function idempotency(c, next) {
    const key = c.req.header(HEADER);
    if (c.req.method !== 'POST' || !key || c.req.path.startsWith('/__')) return next();
    const scoped = `${c.req.path} ${key}`;
    const earlier = answered.get(scoped);
    if (earlier) {
      return c.body(earlier.body, earlier.status as 200, { 'content-type': earlier.contentType, 'idempotent-replayed': 'true' });
    }
    await next();
    // A 5xx is a failure to process: the next attempt with the key must really be tried.
    if (c.res.status >= 500) return;
    const copy = c.res.clone();
    answered.set(scoped, { status: copy.status, body: await copy.text(), contentType: copy.headers.get('content-type') ?? 'application/json' });
    if (answered.size > KEY_LIMIT) answered.delete(answered.keys().next().value!);
  };
}
