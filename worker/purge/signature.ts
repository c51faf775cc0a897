/**
 * The purge endpoint's signature (decision 064): the sender and the site share CACHE_PURGE_KEY,
 * and each request carries
 *
 *     x-purge-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(key, "<t>.<raw body>")>
 *
 * The time is signed with the body and must be within MAX_SKEW_SECONDS of the worker's clock, so
 * a request overheard once cannot be replayed later. The comparison is the platform's
 * `crypto.subtle.verify`, which does not stop at the first differing byte.
 */
export const SIGNATURE_HEADER = 'x-purge-signature';

/** How far a signed time may be from now, either way. */
export const MAX_SKEW_SECONDS = 300;

export type SignatureProblem = 'missing' | 'malformed' | 'expired' | 'mismatch';

const FORMAT = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const hex = (bytes: ArrayBuffer): string => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function bytesOf(hexText: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hexText.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hexText.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The header a sender puts on `body` at `nowSeconds` (the webhooks' senders, the burst run and the tests). */
export async function signPurge(secret: string, body: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${nowSeconds}.${body}`));
  return `t=${nowSeconds},v1=${hex(mac)}`;
}

/** Null when `header` signs `body` with `secret` at a time near `nowSeconds`; else what is wrong. */
export async function signatureProblem(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds = Date.now() / 1000,
): Promise<SignatureProblem | null> {
  if (!header) return 'missing';
  const match = FORMAT.exec(header.trim());
  if (!match) return 'malformed';
  const [, time, mac] = match as unknown as [string, string, string];
  if (Math.abs(nowSeconds - Number(time)) > MAX_SKEW_SECONDS) return 'expired';
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), bytesOf(mac), new TextEncoder().encode(`${time}.${body}`));
  return valid ? null : 'mismatch';
}
