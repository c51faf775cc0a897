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
 * One upstream request with a hard timeout, read as text. Answers below 500 come back as they
 * are (a 404 is an answer, not a failure); 5xx, timeouts and network errors throw UpstreamError.
 */
export async function fetchUpstreamText(url: string, call: UpstreamCall): Promise<{ status: number; text: string }> {
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
  try {
    return { status: response.status, text: await response.text() };
  } catch {
    // The timeout can fire while the body is still arriving.
    throw new UpstreamError('timeout', url);
  }
}

/**
 * One upstream JSON request (see fetchUpstreamText); a body that is not JSON also throws
 * UpstreamError, so callers can fall back to a stale value or a 503.
 */
export async function fetchUpstream(url: string, call: UpstreamCall): Promise<UpstreamAnswer> {
  const response = await fetchUpstreamText(url, call);
  const text = response.text;
  if (text === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new UpstreamError('invalid', url, response.status);
  }
}
