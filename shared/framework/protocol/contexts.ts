import { createContext } from 'react-router';

/**
 * What a server render's loaders tell it about the page they are loading, so it can decide
 * whether the page may be kept and shared (the site's page cache). Loaders reach it through
 * `renderReport(context)`, set by the worker's render only.
 */
export interface RenderReport {
  /**
   * The data depends on the request beyond its URL and cookies (a header such as User-Agent):
   * the rendered page is never reused for another visitor.
   */
  personal(reason: string): void;
  /**
   * A deferred value streams after the shell: that page is not kept whole, so the next render,
   * with the value's data cached, puts it in the shell.
   */
  streamed(): void;
}

/**
 * What a server render knows of its reads: whether anything it is still reading can arrive
 * without an upstream round trip (server/read-tracker.ts keeps it; the site's data access reports
 * each read to it).
 */
export interface ReadTracker {
  /** Reports a read starting; the returned functions say where it stands. */
  start(): { upstream(): void; settled(): void };
  /**
   * Resolves once every read under way is waiting on an upstream call (none is still looking in
   * the cache) and at least one is: nothing more can arrive within a render's budget.
   */
  onlyUpstreamLeft(): Promise<void>;
}

/** Set by the worker's render for every loader run; absent in the browser, which keeps no pages. */
export const renderReportContext = createContext<RenderReport | null>(null);

/** Set by the worker's render for every loader run (`defer` reads it). */
export const readTrackerContext = createContext<ReadTracker | null>(null);

/**
 * Set when the worker's loaders answer a client navigation's data request (`/__data`) rather
 * than render a document: the page is shown in place by the browser's router, so a loader
 * answers as it would there (a not-found page in place, not a redirect).
 */
export const pageDataRequestContext = createContext<boolean>(false);

/** A loader's or middleware's router context, as its argument types it (`unknown` in the site's loaders). */
interface ContextReader {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/** The value of one router context key. */
export function contextValue<T>(context: unknown, key: ReturnType<typeof createContext<T>>): T {
  return (context as ContextReader).get(key);
}

/** The render's report on the server; null in the browser (so also: "does this loader run on the server?"). */
export function renderReport(context: unknown): RenderReport | null {
  return contextValue(context, renderReportContext);
}

/** True when this loader answers a client navigation's `/__data` request, not a document render. */
export function isPageDataRequest(context: unknown): boolean {
  return contextValue(context, pageDataRequestContext);
}
