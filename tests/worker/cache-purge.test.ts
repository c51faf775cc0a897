import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signPurge } from '../../worker/purge/signature';
import { coldCache, forgetReads, upstreamReads } from '../support/upstream';
import { fetchSettled, site } from '../support/site';

/** POST /api/cache/purge, the CMS's and the catalogue's webhooks (worker/purge/, decision 064). */

const KEY = env.CACHE_PURGE_KEY ?? '';
if (KEY.length < 32) throw new Error('the worker tests run with a CACHE_PURGE_KEY of 32 characters or more (tests/config/workerd.ts)');

/** A purge as a webhook sends it: JSON, signed now with the shared key unless `signature` says otherwise. */
async function purge(body: unknown, { signature, type = 'application/json' }: { signature?: string | null; type?: string } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const header = signature === undefined ? await signPurge(KEY, text) : signature;
  const headers: Record<string, string> = { 'content-type': type };
  if (header !== null) headers['x-purge-signature'] = header;
  const response = await site('/api/cache/purge', { method: 'POST', headers, body: text });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A page's HTML without its per-response CSP nonce. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '');

const readCount = async (prefix: string) =>
  Object.entries(await upstreamReads())
    .filter(([path]) => path.startsWith(prefix))
    .reduce((sum, [, n]) => sum + n, 0);

beforeEach(coldCache);
afterEach(coldCache);

describe('the purge endpoint refuses what is not a signed purge', () => {
  it('answers 401 without a signature, with a malformed one, a wrong one, or one made too long ago', async () => {
    const body = { families: ['promotion'] };
    expect(await purge(body, { signature: null })).toEqual({ status: 401, body: { error: 'unauthorized', reason: 'missing' } });
    expect(await purge(body, { signature: 'sha256=abc' })).toEqual({ status: 401, body: { error: 'unauthorized', reason: 'malformed' } });
    const forOther = await signPurge(KEY, JSON.stringify({ families: ['cms'] }));
    expect(await purge(body, { signature: forOther })).toEqual({ status: 401, body: { error: 'unauthorized', reason: 'mismatch' } });
    const otherKey = await signPurge('another-key-of-at-least-32-characters!!', JSON.stringify(body));
    expect(await purge(body, { signature: otherKey })).toEqual({ status: 401, body: { error: 'unauthorized', reason: 'mismatch' } });
    const old = await signPurge(KEY, JSON.stringify(body), Math.floor(Date.now() / 1000) - 600);
    expect(await purge(body, { signature: old })).toEqual({ status: 401, body: { error: 'unauthorized', reason: 'expired' } });
  });

  it('answers 400 naming the field for a body with no family, an unknown family or an unknown field', async () => {
    for (const body of [{ families: [] }, { families: ['everything'] }, { families: ['cms'], ttl: 0 }, { source: 'cms' }]) {
      const answer = await purge(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('invalid');
    }
    expect(Object.keys((await purge({ families: ['everything'] })).body.fields as object)).toEqual(['families.0']);
    expect(Object.keys((await purge({ families: [] })).body.fields as object)).toEqual(['families']);
  });

  it('answers 415 for a body that is not JSON, and 405 with Allow for another method', async () => {
    expect((await purge('families=cms', { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    const get = await site('/api/cache/purge');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('a signed purge', () => {
  it('marks the family stale: the next visitor gets the page at once, and each of its answers is read again once', async () => {
    const path = '/publishers';
    expect((await fetchSettled(path)).response.status).toBe(200);
    await forgetReads();
    // Cached: a second visit reads nothing upstream.
    const cached = await fetchSettled(path);
    expect(cached.response.headers.get('x-page-cache')).toBe('hit');
    expect(await readCount('/v4/')).toBe(0);

    const answer = await purge({ families: ['promotion'], source: 'catalogue' });
    expect(answer.status).toBe(200);
    expect(answer.body.purged).toEqual(['promotion']);
    expect(Date.parse(String(answer.body.at))).toBeGreaterThan(Date.now() - 60_000);

    // The page the visitor gets is the kept one, at once; behind it the page is rendered again and
    // every promotion answer in it is refreshed, one upstream read each.
    const after = await fetchSettled(path);
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get('x-page-cache')).toBe('stale');
    expect(withoutNonce(after.body)).toBe(withoutNonce(cached.body));
    const reads = await upstreamReads();
    const promotion = Object.entries(reads).filter(([key]) => key.startsWith('/v4/promotion') || key.startsWith('POST /v4/promotion'));
    expect(promotion.length).toBeGreaterThan(0);
    expect(promotion.filter(([, n]) => n > 1)).toEqual([]);

    // Refreshed: the next visitor's page is fresh again, with no upstream read.
    await forgetReads();
    const next = await fetchSettled(path);
    expect(next.response.status).toBe(200);
    expect(await readCount('/v4/')).toBe(0);
  });

  it('leaves the other families fresh', async () => {
    const path = '/publishers';
    await fetchSettled(path);
    await fetchSettled(path);
    await forgetReads();
    expect((await purge({ families: ['cms'] })).status).toBe(200);
    await fetchSettled(path);
    const reads = Object.keys(await upstreamReads());
    expect(reads.filter((key) => key.includes('/v4/promotion'))).toEqual([]);
  });
});
