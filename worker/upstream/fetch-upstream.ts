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

export interface UpstreamCall {
  method?: string;
  /** Serialised JSON body. */
  body?: string;
  timeoutMs: number;
  /** Extra request headers (none carry visitor data). */
  headers?: Record<string, string>;
}

/**
 * One upstream request with a hard timeout. Answers below 500 come back as they are (a 404 is
 * an answer, not a failure); 5xx, timeouts, network errors and bodies that are not JSON throw
 * UpstreamError so callers can fall back to a stale value or a 503.
 */
export async function fetchUpstream(url: string, call: UpstreamCall): Promise<UpstreamAnswer> {
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
    throw new UpstreamError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', url);
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new UpstreamError('status', url, response.status);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The timeout can fire while the body is still arriving.
    throw new UpstreamError('timeout', url);
  }
  if (text === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new UpstreamError('invalid', url, response.status);
  }
}
