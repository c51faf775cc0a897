/** A render's outcome: a finished response (a redirect, an error page) or the document stream. */
export type RenderedPage =
  | { response: Response }
  | {
      stream: ReadableStream<Uint8Array>;
      status: number;
      /** Seconds the page may be reused, known once its stream has been read to the end. */
      reusableFor: () => number;
    };

export interface RenderOptions {
  /** The visitor's request: its end (a visitor who left) stops the render. */
  signal?: AbortSignal;
  /** When the render stops waiting for upstream (ms since epoch); its reads share the time. */
  deadline: number;
  /**
   * Send nothing until every boundary is ready, and write each in place rather than streaming it
   * after the shell: for crawlers, and for the background re-renders that only the cache reads.
   */
  whole?: boolean;
}

/** What a HEAD learns of a page without rendering it: its status, or its finished answer (a redirect). */
export type PageStatus = { response: Response } | { status: number };

/**
 * How long the page being rendered may be reused: as long as the first of its upstream answers
 * stays fresh (the site's data access lowers `freshFor` as it reads). A read that failed, or was
 * served stale, makes the page not worth keeping; the loaders' render report sets the rest.
 */
export interface PageFreshness {
  freshFor: number;
  /** Why the page may not be shared, when a loader said it depends on more than URL and cookies. */
  personal?: string;
  /** A loader handed over a deferred value still being read, which a streaming render sends after the shell. */
  streamed?: boolean;
}
