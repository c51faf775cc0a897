import { DEFER_BUDGET_MS, type Deferred } from '../protocol/deferred';
import { contextValue, readTrackerContext, renderReport } from '../protocol/contexts';

/**
 * A loader's deferred value (docs/decisions/011): in place when it is ready from the cache, else
 * streamed after the shell, without waiting out the budget when it cannot help: once every read
 * of the render is waiting on upstream (a cold cache), the value is a round trip away and streams
 * at once. The budget's 10 ms used to be spent in full before a cold page's first byte.
 *
 * Loaders run in the worker only, for a page's render and for a navigation's data, and the
 * render always sets the render report and the read tracker; a loader called without them (a
 * unit test) gets the value. A page changing in place waits for its deferred values in the
 * browser's data strategy (../browser/page-data-strategy.ts), not here.
 */
export async function defer<T>(context: unknown, value: Promise<T>): Promise<{ value: Deferred<T> }> {
  const report = renderReport(context);
  const reads = report ? contextValue(context, readTrackerContext) : null;
  if (!report || !reads) return { value: await value };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = Promise.race([
    reads.onlyUpstreamLeft(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, DEFER_BUDGET_MS);
    }),
  ]).then(() => PENDING);
  const quick = await Promise.race([value, pending]);
  clearTimeout(timer);
  if (quick !== PENDING) return { value: quick as T };
  report.streamed();
  return { value };
}

const PENDING = Symbol('pending');
