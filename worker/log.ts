/**
 * Structured JSON logs: one line per event, no personal data and no secrets. Callers pass
 * families, upstream paths (never query strings), outcomes, statuses and field NAMES; never
 * form values, emails, names, cookie values, IP addresses, query values or keys.
 *
 * The vocabulary is fixed here so operators can filter on it (docs/operations.md lists the
 * fields of each):
 *   upstream_failed   an upstream call gave nothing usable: family, path, kind, status, ms
 *   upstream_cache    one KV-cached upstream read: family, path, outcome (hits sampled)
 *   coordinator_failed  a miss's coordinator could not be reached; the isolate called upstream itself
 *   upstream_refresh_deferred  a stale answer's refresh found no token in the refresh budget: family, path
 *   cache_purged      a signed purge marked families stale: families, source
 *   page_cache        one page answer: path, outcome, status (hits sampled)
 *   request_rejected  input the site refused: path, status, reason, fields (names only)
 *   form_*            a form submission's fate: form, status or failure, attempts
 *   sitemap_*         a sitemap that could not be answered (before the first byte) or finished
 *   csp_violation     a browser's CSP report: directive, blocked origin, document path, source, sink, count
 */
export const LOG_EVENTS = [
  'upstream_failed',
  'upstream_cache',
  'coordinator_failed',
  'upstream_refresh_deferred',
  'cache_purged',
  'page_cache',
  'request_rejected',
  'form_trapped',
  'form_refused',
  'form_queued',
  'form_queue_failed',
  'form_delivered_from_queue',
  'form_refused_from_queue',
  'form_retry',
  'preview_opened',
  'page_cache_store_failed',
  'page_refresh_failed',
  'render_error',
  'render_failed',
  'page_data_deferred_failed',
  'unhandled_error',
  'analytics_failed',
  'sitemap_upstream_failed',
  'sitemap_stream_failed',
  'csp_violation',
] as const;

export type LogEventName = (typeof LOG_EVENTS)[number];

/** Longest path or error text written to a log line: hostile requests can be 8 KB long. */
const MAX_TEXT = 200;

/** A request path for the logs: the path alone (never the query), cut to a sane length. */
export function logPath(url: string): string {
  return new URL(url).pathname.slice(0, MAX_TEXT);
}

/** An error for the logs, cut to a sane length. */
export function logError(error: unknown): string {
  return String(error).slice(0, MAX_TEXT);
}

export function logEvent(event: LogEventName, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ event, ...fields, at: new Date().toISOString() }));
}

/**
 * Cache hits are the normal case and most requests: writing each one halved the pages a worker
 * answers per second (measured with `npm run bench`) and fills the logs with lines nobody acts
 * on. So the first hit of each kind in an isolate and then one in HIT_SAMPLE is written, with
 * `sampled: HIT_SAMPLE` so counts scale back; every other outcome (miss, stale,
 * stale-if-error, bypass) is written each time.
 */
export const HIT_SAMPLE = 100;
const hits = { upstream_cache: 0, page_cache: 0 };

export function logCacheOutcome(event: keyof typeof hits, fields: Record<string, unknown> & { outcome: string }): void {
  if (fields.outcome !== 'hit') {
    logEvent(event, fields);
    return;
  }
  hits[event] += 1;
  if (hits[event] % HIT_SAMPLE === 1) logEvent(event, { ...fields, sampled: HIT_SAMPLE });
}

/**
 * One line for input the site refused, with the status it answered. `fields` are the NAMES of
 * the fields that failed validation, never their values.
 */
export function logRejected(url: string, status: number, reason: string, fields?: string[]): void {
  logEvent('request_rejected', { path: logPath(url), status, reason, ...(fields ? { fields } : {}) });
}
