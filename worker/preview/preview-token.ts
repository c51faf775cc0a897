/**
 * The show-unpublished flag lives in a session cookie. Its value is an HMAC of a fixed label
 * under the configured key: a visitor cannot forge it without the key, the key itself never
 * leaves the worker, and rotating the key ends every preview session at once.
 */
const LABEL = 'show-unpublished/v1';

/**
 * The shortest key the config accepts (worker/env.ts): 32 characters of a random string are far
 * beyond any guessing, even unthrottled. A shorter ?strapi= value cannot be the key, so it is
 * refused without being checked or counted against the visitor's tries.
 */
export const PREVIEW_KEY_MIN_LENGTH = 32;
const encoder = new TextEncoder();

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Compares without an early exit, so timing does not reveal how much of a guess was right. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** The cookie value that proves preview mode was opened with `key`. */
export async function previewToken(key: string): Promise<string> {
  return base64url(await hmac(key, LABEL));
}

/** True when `candidate` (the ?strapi= value) is the key. Both sides are hashed first: equal length, constant time. */
export async function isPreviewKey(key: string, candidate: string): Promise<boolean> {
  const [expected, given] = await Promise.all([hmac(key, `key:${key}`), hmac(key, `key:${candidate}`)]);
  return equalBytes(expected, given);
}

/** True when the cookie value is the token for `key`. */
export async function isPreviewToken(key: string, cookieValue: string): Promise<boolean> {
  const expected = encoder.encode(await previewToken(key));
  return equalBytes(expected, encoder.encode(cookieValue));
}
