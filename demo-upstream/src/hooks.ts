/**
 * Test hooks (docs/requirements.md §10.4); they exist only in the demo upstream.
 *   GET /__received     every POST the upstream accepted (2xx), oldest first
 *   DELETE /__received  clears that list
 *   GET|POST /__faults  read or set fault injection: {"mode","delayMs","pathPrefix"}
 *   GET /__health       liveness, with the catalogue size
 *   GET /__cms-requests     every content-service read: path and the publicationState it asked for
 *   DELETE /__cms-requests  clears that list
 *   GET /__reads        how often each GET was asked for since the last clear, by path and query
 *   DELETE /__reads     clears those counts
 *   GET /__arrivals     every request that arrived (any method and status, faulted ones too):
 *                       method, path, the query as sent, the body text; oldest first
 *   DELETE /__arrivals  clears that list
 * Hook paths (/__*) are never faulted, delayed or recorded. A faulted POST is not recorded, so
 * tests can check exactly-once delivery after recovery. State lives in module memory, one copy per
 * scope (./scope.ts): a hook call, like any request, acts on the scope its header names.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { baseDelayOf, catalogueOf, scaleOf, type UpstreamEnv } from './env';
import { parseBody, sleep } from './http';
import { Scopes } from './scope';

export interface ReceivedPost {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  time: string;
}

const faultSchema = z.object({
  mode: z.enum(['off', 'error', 'timeout', 'garbage', 'slow']),
  delayMs: z.int().nonnegative().max(600_000).optional(),
  pathPrefix: z.string().startsWith('/').optional(),
});

export interface FaultSetting {
  mode: z.infer<typeof faultSchema>['mode'];
  delayMs: number;
  pathPrefix: string;
}

/** How long a `timeout` fault holds a request open unless the caller aborts first. */
export const TIMEOUT_FAULT_MS = 60_000;
/** Oldest entries are dropped beyond this, so long benchmarks cannot exhaust memory. */
export const RECEIVED_LIMIT = 10_000;

/** One request as it arrived, before anything answered it. */
export interface Arrival {
  method: string;
  path: string;
  /** The query as sent, with its `?` (empty when none). */
  search: string;
  /** The body as sent (POST, PUT...), cut at ARRIVAL_BODY_LIMIT characters; '' when none. */
  body: string;
}
/** Longest body text kept per arrival. */
export const ARRIVAL_BODY_LIMIT = 20_000;

const OFF: FaultSetting = { mode: 'off', delayMs: 0, pathPrefix: '/' };

/** One read of the content service, as the preview-mode tests need to see it. */
export interface CmsRequest {
  path: string;
  /** The publicationState query value, or null when the site did not send one. */
  publicationState: string | null;
  time: string;
}
const CMS_PREFIXES = ['/cms/api/', '/cms-legacy/'];
/** Distinct reads counted at most per scope; later new ones are summed in `other`, so memory stays bounded. */
export const READS_LIMIT = 100_000;

/** What the hooks keep, per scope (./scope.ts). */
interface HookState {
  faults: FaultSetting;
  received: ReceivedPost[];
  arrivals: Arrival[];
  cmsRequests: CmsRequest[];
  /**
   * GET reads asked for, by path and query (the site's cache key less the upstream root). Counted
   * on arrival, before any fault or delay: a read the site gave up on still reached the upstream.
   */
  reads: Map<string, number>;
  otherReads: number;
}

const scopes = new Scopes<HookState>(() => ({ faults: OFF, received: [], arrivals: [], cmsRequests: [], reads: new Map(), otherReads: 0 }));
/** The hooks' state for this request's scope. */
const stateOf = (c: Context<UpstreamEnv>) => scopes.of(c.req.raw);

const isHookPath = (path: string) => path.startsWith('/__');

/** Empties a scope's list, and says how many entries it held. */
function emptied(list: unknown[]): number {
  const cleared = list.length;
  list.length = 0;
  return cleared;
}

export const hooks = new Hono<UpstreamEnv>()
  .get('/__received', (c) => c.json(stateOf(c).received))
  .delete('/__received', (c) => c.json({ cleared: emptied(stateOf(c).received) }))
  .get('/__cms-requests', (c) => c.json(stateOf(c).cmsRequests))
  .delete('/__cms-requests', (c) => c.json({ cleared: emptied(stateOf(c).cmsRequests) }))
  .get('/__reads', (c) => {
    const { reads, otherReads } = stateOf(c);
    return c.json({ reads: Object.fromEntries(reads), other: otherReads });
  })
  .delete('/__reads', (c) => {
    const state = stateOf(c);
    const cleared = state.reads.size;
    state.reads.clear();
    state.otherReads = 0;
    return c.json({ cleared });
  })
  .get('/__arrivals', (c) => c.json(stateOf(c).arrivals))
  .delete('/__arrivals', (c) => c.json({ cleared: emptied(stateOf(c).arrivals) }))
  .get('/__faults', (c) => c.json(stateOf(c).faults))
  .post('/__faults', async (c) => {
    const body = await parseBody(c, faultSchema);
    if (body instanceof Response) return body;
    const state = stateOf(c);
    state.faults = body.mode === 'off' ? OFF : { mode: body.mode, delayMs: body.delayMs ?? 0, pathPrefix: body.pathPrefix ?? '/' };
    return c.json(state.faults);
  })
  .get('/__health', (c) => c.json({ ok: true, scale: scaleOf(c), editions: catalogueOf(c).size, faults: stateOf(c).faults.mode }));

/** Applies the current fault setting to matching non-hook requests. */
export function faultInjector(): MiddlewareHandler<UpstreamEnv> {
  return async function faultInjector(c, next) {
    const { mode, delayMs, pathPrefix } = stateOf(c).faults;
    if (mode === 'off' || isHookPath(c.req.path) || !c.req.path.startsWith(pathPrefix)) return next();
    switch (mode) {
      case 'error':
        return c.json({ error: 'unavailable' }, 503);
      case 'garbage':
        return c.body('{"total": 3, "items": [{"editionRef": "ED-0', 200, { 'content-type': 'application/json' });
      case 'timeout':
        await sleep(TIMEOUT_FAULT_MS, c.req.raw.signal);
        return c.json({ error: 'timeout' }, 504);
      case 'slow':
        await sleep(delayMs, c.req.raw.signal);
        return next();
    }
  };
}

/** BASE_DELAY_MS: every upstream answer (not the hooks) waits this long, like a distant API. */
export function baseDelay(): MiddlewareHandler<UpstreamEnv> {
  return async function baseDelay(c, next) {
    if (!isHookPath(c.req.path)) await sleep(baseDelayOf(c), c.req.raw.signal);
    return next();
  };
}

/**
 * Keeps every request on arrival (GET /__arrivals), before faults, delays and answers: what the
 * site sent, whatever became of it, so tests can check nothing unchecked reached the upstream.
 */
export function arrivalRecorder(): MiddlewareHandler<UpstreamEnv> {
  return async function arrivalRecorder(c, next) {
    if (!isHookPath(c.req.path)) {
      const url = new URL(c.req.url);
      // HonoRequest caches the text, so the route handler can still read the body.
      const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
      const { arrivals } = stateOf(c);
      arrivals.push({ method: c.req.method, path: url.pathname, search: url.search, body: body.slice(0, ARRIVAL_BODY_LIMIT) });
      if (arrivals.length > RECEIVED_LIMIT) arrivals.splice(0, arrivals.length - RECEIVED_LIMIT);
    }
    return next();
  };
}

/** Counts each GET read on arrival (GET /__reads). */
export function readCounter(): MiddlewareHandler<UpstreamEnv> {
  return async function readCounter(c, next) {
    if (c.req.method === 'GET' && !isHookPath(c.req.path)) {
      const url = new URL(c.req.url);
      const key = `${url.pathname}${url.search}`;
      const state = stateOf(c);
      const count = state.reads.get(key);
      if (count !== undefined) state.reads.set(key, count + 1);
      else if (state.reads.size < READS_LIMIT) state.reads.set(key, 1);
      else state.otherReads += 1;
    }
    return next();
  };
}

/** Records each POST that was answered with a 2xx status, and every content-service GET. */
export function recorder(): MiddlewareHandler<UpstreamEnv> {
  return async function recorder(c, next) {
    if (c.req.method === 'GET' && CMS_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      const { cmsRequests } = stateOf(c);
      cmsRequests.push({ path: c.req.path, publicationState: c.req.query('publicationState') ?? null, time: new Date().toISOString() });
      if (cmsRequests.length > RECEIVED_LIMIT) cmsRequests.splice(0, cmsRequests.length - RECEIVED_LIMIT);
      return next();
    }
    if (c.req.method !== 'POST' || isHookPath(c.req.path)) return next();
    // HonoRequest caches the text, so the route handler can still read the body.
    const text = await c.req.text();
    await next();
    if (c.res.status < 200 || c.res.status >= 300) return;
    let body: unknown = null;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const { received } = stateOf(c);
    received.push({ method: c.req.method, path: c.req.path, query: c.req.query(), body, time: new Date().toISOString() });
    if (received.length > RECEIVED_LIMIT) received.splice(0, received.length - RECEIVED_LIMIT);
  };
}
