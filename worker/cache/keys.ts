/**
 * KV keys are a SHA-256 of what makes an upstream answer distinct: method, full upstream URL
 * (query included) and, for POST reads, the body. Hashing keeps keys under KV's 512-byte limit
 * whatever the URL length, and keeps query values (which may be search text) out of key listings.
 */
export async function cacheKey(method: string, url: string, body?: string): Promise<string> {
  const text = `${method.toUpperCase()} ${url}${body === undefined ? '' : `\n${body}`}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return `up:${hex}`;
}
