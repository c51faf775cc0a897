/**
 * Seconds within which two identical native posts from one client are one submission: a double
 * click, a second press while the first is slow, a resubmission after the back button.
 */
export const NATIVE_POST_WINDOW_SECONDS = 60;

/** The value with every object's keys in order, so equal bodies write equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The idempotency key of a native post, which has no browser code to make one (decision 006's
 * key is a uuid the page's script keeps per submission): SHA-256 of the form, its validated
 * body, the client (the rate limiter's key) and the window the post falls in. The same values
 * posted twice by one client within the window carry the same key, so the service takes them
 * once; anything else differs (docs/decisions/041). Hex, so it passes the BFF's key pattern.
 */
export async function derivedIdempotencyKey(form: string, body: unknown, client: string, now = Date.now()): Promise<string> {
  const window = Math.floor(now / (NATIVE_POST_WINDOW_SECONDS * 1000));
  const text = JSON.stringify([form, canonical(body), client, window]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
