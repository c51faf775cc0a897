import { createContext } from 'react-router';
import { DEFER_BUDGET_MS, type Deferred } from '../../shared/deferred';
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

/** Set by the worker's renderer for every loader run. */
export const readProgressContext = createContext<ReadProgress | null>(null);

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/**
 * A loader's slow part (decision 011): in place when it is ready from the cache, else streamed
 * after the shell, without waiting out the budget when it cannot help: once every read of the
 * render is waiting on upstream (a cold cache), the part is a round trip away and streams at
 * once. The budget's 10 ms used to be spent in full before a cold page's first byte.
 *
 * Loaders run in the worker only, for a page's render and for a navigation's data, and the
 * renderer always sets the page cache's report and the read tracker; a loader called without
 * them (a unit test) gets the value. A page changing in place waits for its parts in the
 * browser's data strategy (client/lib/page-data.ts), not here.
 */
export async function deferPart<T>(context: unknown, part: Promise<T>): Promise<{ value: Deferred<T> }> {
  const policy = pageCachePolicyFrom(context);
  const progress = policy ? (context as LoaderContext).get(readProgressContext) : null;
  if (!policy || !progress) return { value: await part };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = Promise.race([
    progress.onlyUpstreamLeft(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, DEFER_BUDGET_MS);
    }),
  ]).then(() => PENDING);
  const quick = await Promise.race([part, pending]);
  clearTimeout(timer);
  if (quick !== PENDING) return { value: quick as T };
  policy.streamed();
  return { value: part };
}

const PENDING = Symbol('pending');
