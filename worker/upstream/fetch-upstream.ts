import type { UpstreamFamily } from '../../shared/data-access';
import { logEvent } from '../log';

/** Why an upstream call gave nothing usable. */
export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'invalid';

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly failure: UpstreamFailure,
    readonly url: string,
    readonly status?: number,
  ) {
    super(`upstream ${failure}${status ? ` ${status}` : ''}: ${new URL(url).pathname}`);
  }
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/** An answer as fetched, with when the call started (for the log line of a later shape check). */
export interface FetchedAnswer extends UpstreamAnswer {
  startedAt: number;
}

/** Which upstream a call goes to, for the logs. */
export type UpstreamLabel = UpstreamFamily | 'applink' | 'forms';

/** What an upstream failure's log line names: the upstream, and the form for form deliveries. */
export interface FailureLabel {
  family: UpstreamLabel;
  /**
   * Form deliveries name the form instead of the path: the fund's configured URL carries its
   * campaign token in the path.
   */
  form?: string;
}

export interface UpstreamCall extends FailureLabel {
  method?: string;
  /** Serialised JSON body. */
  body?: string;
  timeoutMs: number;
  /** Extra request headers (none carry visitor data). */
  headers?: Record<string, string>;
}

/**
 * Logs one upstream failure (one line per failed call, whatever the caller does next) and
 * returns the error to throw. The path is logged without its query: queries carry search text.
 */
export function upstreamFailure(label: FailureLabel, url: string, failure: UpstreamFailure, startedAt: number, status?: number): UpstreamError {
  const where = label.form === undefined ? { path: new URL(url).pathname } : { form: label.form };
  logEvent('upstream_failed', { family: label.family, ...where, kind: failure, status, ms: Date.now() - startedAt });
  return new UpstreamError(failure, url, status);
}

/**
 * One upstream request with a hard timeout, read as text. Answers below 500 come back as they
 * are (a 404 is an answer, not a failure); 5xx, timeouts and network errors throw UpstreamError.
 */
async function fetchUpstreamText(url: string, call: UpstreamCall): Promise<{ status: number; text: string; startedAt: number }> {
  const startedAt = Date.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? 'GET',
      body: call.body,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw upstreamFailure(call, url, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', startedAt);
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw upstreamFailure(call, url, 'status', startedAt, response.status);
  }
  try {
    return { status: response.status, text: await response.text(), startedAt };
  } catch {
    // The timeout can fire while the body is still arriving.
    throw upstreamFailure(call, url, 'timeout', startedAt);
  }
}

/**
 * One upstream JSON request (see fetchUpstreamText); a body that is not JSON also throws
 * UpstreamError, so callers can fall back to a stale value or a 503.
 */
export async function fetchUpstream(url: string, call: UpstreamCall): Promise<FetchedAnswer> {
  const response = await fetchUpstreamText(url, call);
  const text = response.text;
  if (text === '') return { status: response.status, body: null, startedAt: response.startedAt };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown, startedAt: response.startedAt };
  } catch {
    throw upstreamFailure(call, url, 'invalid', response.startedAt, response.status);
  }
}
