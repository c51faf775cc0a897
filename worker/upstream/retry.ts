import { UpstreamError } from './fetch-upstream';

/** With less time than this left, a second call could not be answered in time anyway. */
export const MIN_RETRY_MS = 200;

/** Gateway answers: whatever stands in front of the upstream could not reach it this time. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * A failure that says nothing about the next call: the connection broke, or a gateway answered
 * 502/503/504. A timeout has used the time up, a 500 is usually the same on every call, and a
 * body of the wrong shape would come back again.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  return error.failure === 'network' || (error.failure === 'status' && GATEWAY_STATUSES.has(error.status ?? 0));
}

/**
 * Runs an upstream read, and once more after a transient failure while at least MIN_RETRY_MS
 * of its time is left (`timeLeft` is asked before each call). For reads only: they are
 * idempotent, whereas a form post is retried by the queue with its idempotency key.
 */
export async function withOneRetry<T>(call: (timeoutMs: number) => Promise<T>, timeLeft: () => number): Promise<T> {
  try {
    return await call(timeLeft());
  } catch (error) {
    const left = timeLeft();
    if (!isTransient(error) || left < MIN_RETRY_MS) throw error;
    return call(left);
  }
}
