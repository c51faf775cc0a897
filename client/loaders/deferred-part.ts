import { createContext } from 'react-router';
import { DEFER_BUDGET_MS, deferOnServer, type Deferred } from '../../shared/deferred';
import { pageCachePolicyFrom } from '../lib/api-context';

/**
 * What a server render knows of its reads (worker/ssr/read-progress.ts): whether anything it is
 * still reading can arrive without an upstream round trip.
 */
export interface ReadProgress {
  /**
   * Resolves once every read under way is waiting on an upstream call (none is still looking in
   * the cache) and at least one is: nothing more can arrive within a render's budget.
   */
  onlyUpstreamLeft(): Promise<void>;
}

/** Set by the worker's renderer only; absent (null) in the browser. */
export const readProgressContext = createContext<ReadProgress | null>(null);

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/**
 * A loader's slow part, as `deferOnServer` (decision 011: in place when it is ready from the
 * cache, else streamed after the shell), without waiting out the budget when it cannot help: once
 * every read of the render is waiting on upstream (a cold cache), the part is a round trip away
 * and streams at once. The budget's 10 ms used to be spent in full before a cold page's first byte.
 *
 * In the browser the same rule (docs/decisions/027): a part already read (fetched ahead, or
 * kept) is in place, so the page shows whole; a part still a round trip away is left to its
 * Suspense boundary, so a client navigation shows the page after its first round trip rather
 * than its second, and the part follows. Not so for the page itself changing in place (with
 * `request`): its part is waited for.
 */
export async function deferPart<T>(context: unknown, part: Promise<T>, request?: Request): Promise<{ value: Deferred<T> }> {
  const policy = pageCachePolicyFrom(context);
  // In the browser, the page the visitor is on changing in place (a filter, another page of its
  // list: `request` is for the same path) stays as it is until the part is in. Left to its
  // boundary, the part's section would empty under the visitor's hand for a round trip.
  if (!policy && request && typeof location !== 'undefined' && new URL(request.url).pathname === location.pathname) return { value: await part };
  const progress = policy ? (context as LoaderContext).get(readProgressContext) : null;
  if (policy && !progress) return deferOnServer(policy, part);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = Promise.race([
    ...(progress ? [progress.onlyUpstreamLeft()] : []),
    new Promise<void>((resolve) => {
      // In the browser a part already read settles within microtasks, before any timer.
      timer = setTimeout(resolve, policy ? DEFER_BUDGET_MS : 0);
    }),
  ]).then(() => PENDING);
  const quick = await Promise.race([part, pending]);
  clearTimeout(timer);
  if (quick !== PENDING) return { value: quick as T };
  policy?.streamed();
  return { value: part };
}

const PENDING = Symbol('pending');
