import { data, isRouteErrorResponse, redirect, type DataStrategyFunction, type DataStrategyResult, type RouterContextProvider } from 'react-router';
import { pageDataUrl, type PageDataLine } from '../protocol/page-data';
import { deserializeRouteErrors, type RouterHydration } from '../protocol/router-hydration';

/** How long a page's data fetched ahead is reused by the navigation to it (./prefetch.ts). */
export const PREFETCH_REUSE_MS = 30_000;
/** At most this many answers fetched ahead are kept. */
const KEPT_MAX = 16;

/**
 * The answer did not come, or was not page data: the navigation's routes show their error, a
 * 503 as a loader's unreachable upstream would have thrown.
 */
function unavailable(): never {
  throw data({ message: 'upstream unavailable' }, { status: 503 });
}

type Answer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'data'; loaderData: Record<string, unknown>; errors: Record<string, unknown> | null; settled: Promise<void> };

const kept = new Map<string, { at: number; answer: Promise<Answer> }>();
/** The answers that have arrived (their first line), so a navigation knows it will not wait for one. */
const arrived = new WeakSet<Promise<Answer>>();

function deferredValue(): { promise: Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void } {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((yes, no) => {
    // Marked as React's `use` marks a promise it has seen settle (as reviveDeferred does for the
    // first page): a deferred value that arrived before its page renders is read at once, with no suspense.
    resolve = (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
      yes(value);
    };
    reject = (reason) => {
      Object.assign(promise, { status: 'rejected', reason });
      no(reason);
    };
  });
  // A deferred value nobody renders (the visitor left) must not be reported as unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * One request for a navigation's data (shared/framework/protocol/page-data.ts): resolves with the first line; each
 * deferred value is a promise in the data, settled by its own line as it arrives.
 */
export async function readPageData(url: string): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/x-ndjson' } });
  } catch {
    unavailable();
  }
  if (!response.ok || !response.body) unavailable();
  const lines = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const nextLine = async (): Promise<PageDataLine | null> => {
    for (;;) {
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        return JSON.parse(line) as PageDataLine;
      }
      const { value, done } = await lines.read();
      if (done) return null;
      buffered += value;
    }
  };
  let first: PageDataLine | null;
  try {
    first = await nextLine();
  } catch {
    unavailable();
  }
  if (first?.type === 'redirect') return { kind: 'redirect', status: first.status, location: first.location };
  if (first?.type !== 'data') unavailable();
  const pending = new Map<string, ReturnType<typeof deferredValue>>();
  const loaderData: Record<string, unknown> = { ...first.loaderData };
  for (const [route, keys] of Object.entries(first.deferred)) {
    const data = { ...(loaderData[route] as Record<string, unknown>) };
    for (const key of keys) {
      const deferred = deferredValue();
      pending.set(`${route}\n${key}`, deferred);
      data[key] = deferred.promise;
    }
    loaderData[route] = data;
  }
  const settled = (async () => {
    try {
      for (let line = await nextLine(); line && pending.size > 0; line = await nextLine()) {
        if (line.type !== 'deferred') continue;
        const deferred = pending.get(`${line.route}\n${line.key}`);
        pending.delete(`${line.route}\n${line.key}`);
        if (line.failed) deferred?.reject(new Error('deferred value unavailable'));
        else deferred?.resolve(line.value);
      }
    } catch {
      // The connection broke mid-answer: what did not arrive fails below.
    }
    for (const deferred of pending.values()) deferred.reject(new Error('deferred value unavailable'));
    await lines.cancel().catch(() => undefined);
  })();
  return { kind: 'data', loaderData, errors: deserializeRouteErrors(first.errors as RouterHydration['errors']), settled };
}

/** The answer kept or in flight for `url`, else a new request (kept unless it fails). */
function answerFor(url: string): Promise<Answer> {
  const now = performance.now();
  const known = kept.get(url);
  if (known && now - known.at <= PREFETCH_REUSE_MS) return known.answer;
  const answer = readPageData(url);
  kept.delete(url);
  kept.set(url, { at: now, answer });
  // Only an answer worth keeping stays: a failure (the request, or a loader that could not read
  // upstream) is dropped as soon as it is known, so the navigation asks again. A missing item's
  // not-found stays, as it would for a read.
  const drop = () => kept.get(url)?.answer === answer && kept.delete(url);
  answer.then((got) => {
    arrived.add(answer);
    if (got.kind === 'data' && got.errors && Object.values(got.errors).some((error) => !isRouteErrorResponse(error) || error.status !== 404)) drop();
  }, drop);
  for (const key of kept.keys()) if (kept.size > KEPT_MAX) kept.delete(key);
  return answer;
}

/** A prefetch (./prefetch.ts): asks for the data a navigation to `href` would, and keeps it briefly. */
export function prefetchPageData(href: URL, routeIds: readonly string[]): void {
  if (routeIds.length > 0) void answerFor(pageDataUrl(href.pathname, href.search, routeIds)).catch(() => undefined);
}

export interface PageDataOptions {
  /** Data a back or forward shows the page with, without asking (./page-memory.ts). */
  remembered(context: RouterContextProvider, routeId: string): unknown;
  /** Code every page after the first needs before it renders, asked for beside the data. */
  before(): Promise<unknown>;
  /** Asks for the matched routes' code, all at once. */
  code(routeIds: string[]): void;
  /** Told as the navigation starts whether it waits for its data from the network (the progress bar's cue). */
  waits?(onNetwork: boolean): void;
}

/** A page changing in place: the same path, another query (a filter, another page of its list). */
const inPlaceOf = (url: URL) => typeof location !== 'undefined' && url.pathname === location.pathname;

/**
 * The router's data strategy in the browser: every loader a navigation runs is answered by one
 * request to the worker, made at once, while the pages' code loads beside it; nothing waits for
 * a loader's module. A page changing in place (same path: a filter, another page of its list)
 * waits for its deferred values too, so its sections never empty under the visitor's hand.
 */
export function pageDataStrategy(options: PageDataOptions): DataStrategyFunction<RouterContextProvider> {
  return async ({ request, matches, context }) => {
    const url = new URL(request.url);
    options.code(matches.filter(({ route }) => route.lazy).map(({ route }) => route.id));
    const called = matches.filter((match) => match.shouldCallHandler());
    const loading = called.filter((match) => match.route.loader);
    const asked = loading.filter(({ route }) => options.remembered(context, route.id) === undefined).map(({ route }) => route.id);
    const answer = asked.length > 0 ? answerFor(pageDataUrl(url.pathname, url.search, asked)) : null;
    answer?.catch(() => undefined);
    // Data fetched ahead and in (its page's code was asked for with it), or remembered: nothing
    // to wait for but the render. A page in place waits for its deferred values, which come on the
    // answer's later lines; a page with nothing to ask waits only if its code never loaded.
    options.waits?.(answer ? !arrived.has(answer) || inPlaceOf(url) : matches.some(({ route }) => route.lazy));
    const before = asked.length > 0 ? options.before() : null;
    const inPlace = inPlaceOf(url);
    const results: Record<string, DataStrategyResult> = {};
    await Promise.all(
      matches.map(async (match, index) => {
        // Once shouldCallHandler is asked, resolve() always runs the handler: a route that
        // does not load is left alone (the router still awaits its lazy code itself), and one
        // with no loader resolves to no data.
        if (!called.includes(match)) return;
        if (!loading.includes(match)) {
          results[match.route.id] = await match.resolve();
          return;
        }
        results[match.route.id] = await match.resolve(async () => {
          const remembered = options.remembered(context, match.route.id);
          if (remembered !== undefined) return remembered;
          const [got] = await Promise.all([answer!, before]);
          if (got.kind === 'redirect') throw redirect(got.location, got.status);
          if (inPlace) await got.settled;
          if (match.route.id in got.loaderData) return got.loaderData[match.route.id];
          // The server names an error by the boundary that shows it; it is this route's when
          // that boundary is this route or one above it.
          const errors = got.errors ?? {};
          const boundary = matches.slice(0, index + 1).findLast(({ route }) => route.id in errors);
          throw boundary ? errors[boundary.route.id] : new Error('no data for this page');
        });
      }),
    );
    return results;
  };
}
