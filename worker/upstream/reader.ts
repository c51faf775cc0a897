import { queryString, type QueryValue, type UpstreamFamily } from '../../shared/data-access';
import { cachedRead, type CachedAnswer, type CacheOutcome, type JoinLoad } from '../cache/kv-cache';
import { cacheKey } from '../cache/keys';
import { forStatus } from '../cache/strategies';
import type { Config, Env } from '../env';
import { cacheFamily, familyRoot, familyStrategy } from './families';
import { purgeTimes } from '../cache/purges';
import { refreshBudget, type RefreshLimiter } from '../cache/refresh-budget';
import { fetchUpstream, upstreamFailure, UpstreamError, type FetchedAnswer, type UpstreamAnswer } from './fetch-upstream';
import type { CoordinatedAnswer, CoordinatorNamespace } from './coordinator';
import { withOneRetry } from './retry';
import { logCacheOutcome, logError, logEvent } from '../log';
import { sanitiseCmsFields } from '../cms/sanitise-fields';

/**
 * CMS answers are cached already sanitised. Bump this when the sanitiser's rules change so
 * cached answers made under the old rules are missed instead of served until they expire.
 */
const CMS_HTML_RULES_VERSION = 2;

/** Time past the upstream timeout after which a shared call that never ended is written off. */
const LOAD_MARGIN_MS = 500;

export interface UpstreamRead {
  family: UpstreamFamily;
  path: string;
  query?: Record<string, QueryValue>;
  method?: 'GET' | 'POST';
  body?: unknown;
  validate?: (body: unknown) => boolean;
  /**
   * False for reads made once per crawl (the sitemaps' list pages): they go through KV as any
   * read, but are not kept in the isolate's memory layer, where they would push out the hot
   * answers that pages share.
   */
  keepInMemory?: boolean;
  /** Called when the read has no cached answer and waits on an upstream call (see cachedRead's onMiss). */
  onUpstream?: () => void;
}

export interface ReaderContext {
  config: Config;
  /** The bindings it reads: the cache, and the coordinators (as the reader calls them, so a test can stand in for one). */
  env: Pick<Env, 'UPSTREAM_CACHE'> & { UPSTREAM_COORDINATOR?: CoordinatorNamespace; UPSTREAM_REFRESH_LIMIT?: RefreshLimiter };
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Background work that can wait until the request has sent its page's first byte (the KV
   * write of a fresh answer; shared/framework/server/after-shell.ts). Absent: started at once.
   */
  later?: (work: () => Promise<unknown>) => void;
  /** Show-unpublished: CMS reads ask for drafts and skip the shared cache. */
  preview: boolean;
  /**
   * When the request stops waiting for upstream (ms since epoch). A page's reads share one
   * UPSTREAM_TIMEOUT_MS between them, so reads that depend on each other cannot add their
   * timeouts up; once it has passed, reads answer from the cache (stale-if-error) or fail.
   */
  deadline?: number;
}

/** Milliseconds a read may still wait for upstream. */
function timeLeft(ctx: ReaderContext): number {
  const timeout = ctx.config.UPSTREAM_TIMEOUT_MS;
  return ctx.deadline === undefined ? timeout : Math.min(timeout, ctx.deadline - Date.now());
}

export interface ReadResult extends UpstreamAnswer {
  outcome: CacheOutcome | 'bypass';
  /** Seconds this answer stays fresh; 0 when it is already stale or was never cached. */
  freshFor: number;
}

/**
 * The one way the worker reads upstream: builds the URL, applies the preview rule, and goes
 * through the KV cache. Used by page loaders (server data access) and by the BFF GET routes.
 */
export async function readUpstream(ctx: ReaderContext, read: UpstreamRead): Promise<ReadResult> {
  const isCms = read.family === 'cms' || read.family === 'cmsLegacy';
  // Only the preview flag decides the publication state: a visitor's own
  // ?publicationState=preview on an /api/cms read must not reveal drafts.
  const { publicationState: _ignored, ...asked } = read.query ?? {};
  const query = ctx.preview && isCms ? { ...asked, publicationState: 'preview' } : asked;
  const url = `${familyRoot(ctx.config, read.family)}${read.path}${queryString(query)}`;
  const method = read.method ?? 'GET';
  const body = method === 'POST' ? JSON.stringify(read.body ?? {}) : undefined;
  // Editors' HTML is made safe here, once, for page renders and /api/cms alike; a 2xx body of
  // the wrong shape is as useless as a 5xx: fail so a stale value can stand in.
  const finish = (fetched: FetchedAnswer): UpstreamAnswer => {
    const answer = isCms ? { status: fetched.status, body: sanitiseCmsFields(fetched.body) } : { status: fetched.status, body: fetched.body };
    if (answer.status < 300 && read.validate && !read.validate(answer.body)) {
      throw upstreamFailure({ family: read.family }, url, 'invalid', fetched.startedAt, answer.status);
    }
    return answer;
  };
  const fetchFor = async (timeoutMs: number): Promise<UpstreamAnswer> => {
    // The request's time for upstream is spent: no call, so a cached copy can stand in at once.
    if (timeoutMs <= 0) throw new UpstreamError('timeout', url);
    return finish(await fetchUpstream(url, { family: read.family, method, body, timeoutMs }));
  };
  // Preview reads are this editor's alone: a call of their own, within the request's time, and
  // one more after a dropped connection or a gateway error.
  if (ctx.preview && isCms) {
    read.onUpstream?.();
    const answer = await withOneRetry(fetchFor, () => timeLeft(ctx));
    logEvent('upstream_cache', { family: read.family, path: read.path, outcome: 'bypass' });
    return { ...answer, outcome: 'bypass', freshFor: 0 };
  }

  const timeout = ctx.config.UPSTREAM_TIMEOUT_MS;
  // What one request gets from the shared call: the answer, its failure, or a timeout once its
  // own time is spent (the call goes on for whoever else waits, and for the cache).
  const waitFor = async (join: JoinLoad, waitMs: number): Promise<UpstreamAnswer> => {
    // The request's time for upstream is spent: no call, so a cached copy can stand in at once.
    if (waitMs <= 0) throw new UpstreamError('timeout', url);
    const outcome = await join(waitMs);
    switch (outcome.kind) {
      case 'value':
        return outcome.value;
      case 'error':
        throw outcome.error;
      case 'expired':
        throw new UpstreamError('timeout', url);
      case 'overdue':
        // Whoever made the call was torn down before it ended: as good as a dropped connection.
        throw new UpstreamError('network', url);
    }
  };

  const strategy = familyStrategy(ctx.config, read.family, read.path);
  const family = cacheFamily(read.family, read.path);
  // Read alongside the key's entry: the time its family was last purged (decision 064).
  const purgedAt = purgeTimes(ctx.env.UPSTREAM_CACHE, { owner: ctx, waitUntil: ctx.waitUntil }).then((times) => times[family]);
  const key = await cacheKey(method, isCms ? `${url}#html-rules-${CMS_HTML_RULES_VERSION}` : url, body);
  const coordinator = ctx.config.UPSTREAM_COORDINATION === 'durable-object' ? ctx.env.UPSTREAM_COORDINATOR : undefined;
  // The key's coordinator calls upstream for every isolate in the network (decision 017).
  const coordinated = async (namespace: CoordinatorNamespace): Promise<CachedAnswer> => {
    const startedAt = Date.now();
    let answer: CoordinatedAnswer;
    try {
      const hint = ctx.config.UPSTREAM_LOCATION_HINT;
      const stub = namespace.get(namespace.idFromName(key), hint ? { locationHint: hint } : undefined);
      answer = await stub.read({ url, family: read.family, method, body, timeoutMs: timeout, strategy, notBefore: await purgedAt });
    } catch (error) {
      // The coordinator could not be reached: this isolate calls upstream itself.
      logEvent('coordinator_failed', { family: read.family, path: read.path, error: logError(error) });
      return fetchFor(timeout);
    }
    // The coordinator's call logged its own failure.
    if (!answer.ok) throw new UpstreamError(answer.failure, url, answer.status);
    return { ...finish({ status: answer.status, body: answer.body, startedAt }), fetchedAt: answer.fetchedAt };
  };
  const result = await cachedRead({
    kv: ctx.env.UPSTREAM_CACHE,
    key,
    strategy,
    // Concurrent misses share this one call, so it is no single request's: the whole timeout.
    load: () => (coordinator ? coordinated(coordinator) : fetchFor(timeout)),
    // The timeout covers the body; the margin is the parse and the sanitiser's work.
    loadMaxMs: timeout + LOAD_MARGIN_MS,
    // After a dropped connection or a gateway error, join (or start) one more call within the
    // request's own time.
    waitForLoad: (join) =>
      withOneRetry(
        (waitMs) => waitFor(join, waitMs),
        () => timeLeft(ctx),
      ),
    validate: read.validate,
    keepInMemory: read.keepInMemory,
    purgedAt,
    refreshAllowed: refreshBudget(ctx.env.UPSTREAM_REFRESH_LIMIT, new URL(url).host),
    onRefreshDeferred: () => logEvent('upstream_refresh_deferred', { family, path: read.path }),
    onMiss: read.onUpstream,
    waitUntil: ctx.waitUntil,
    later: ctx.later,
    // One render's (or one BFF call's) reads of a key share without polling.
    owner: ctx,
    // An upstream failure has its own log line already; anything else is a bug worth a line.
    onRefreshError: (error) => {
      if (!(error instanceof UpstreamError)) logEvent('unhandled_error', { path: read.path, error: logError(error) });
    },
  });
  logCacheOutcome('upstream_cache', { family: read.family, path: read.path, outcome: result.outcome });
  const fresh = result.outcome === 'hit' || result.outcome === 'miss' || result.outcome === 'shared';
  const freshFor = fresh ? Math.max(0, forStatus(strategy, result.status).maxAge - result.age) : 0;
  return { status: result.status, body: result.body, outcome: result.outcome, freshFor };
}
