import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { KVNamespace } from '@cloudflare/workers-types';
import { cachedRead, type CachedAnswer } from '../../worker/cache/kv-cache';
import { cacheKey } from '../../worker/cache/keys';
import type { CacheStrategy } from '../../worker/cache/strategies';

const kv = (env as unknown as { UPSTREAM_CACHE: KVNamespace }).UPSTREAM_CACHE;
const strategy: CacheStrategy = { maxAge: 60, swr: 600, staleIfError: 3600 };
const loadMaxMs = 5000;

/** A fake upstream whose answers and failures the test controls, counting calls. */
function upstream(answers: Array<CachedAnswer | Error>) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      const next = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

function background() {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (p: Promise<unknown>) => void pending.push(p), settle: () => Promise.all(pending) };
}

let counter = 0;
const freshKey = () => cacheKey('GET', `https://upstream.test/v4/promotion/publishers?n=${(counter += 1)}`);

describe('KV upstream cache', () => {
  it('misses, stores, then hits without calling upstream', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 200, body: { name: 'Bärenreiter' } }]);
    const bg = background();
    const first = await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 1_000_000 });
    await bg.settle();
    expect(first).toMatchObject({ outcome: 'miss', status: 200, body: { name: 'Bärenreiter' } });

    const second = await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 1_000_000 + 59_000 });
    expect(second).toMatchObject({ outcome: 'hit', body: { name: 'Bärenreiter' } });
    expect(up.calls).toBe(1);
    expect(await kv.get(key, 'json')).toMatchObject({ status: 200, t: 1_000_000 });
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 200, body: { v: 1 } }, { status: 200, body: { v: 2 } }]);
    const bg = background();
    await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 0 });
    await bg.settle();

    const stale = await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 120_000 });
    expect(stale).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(2);

    const refreshed = await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 121_000 });
    expect(refreshed).toMatchObject({ outcome: 'hit', body: { v: 2 } });
  });

  it('starts one refresh per key however many stale reads arrive together', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 200, body: { v: 1 } }]);
    const bg = background();
    await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 0 });
    await bg.settle();
    await Promise.all(
      Array.from({ length: 5 }, () => cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 120_000 })),
    );
    await bg.settle();
    expect(up.calls).toBe(2);
  });

  it('serves the stale value while upstream fails, and fails once it is too old', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 200, body: { v: 1 } }, new Error('upstream down')]);
    const bg = background();
    await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 0 });
    await bg.settle();

    const expiredButKept = (strategy.maxAge + strategy.swr + 10) * 1000;
    const served = await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => expiredButKept });
    expect(served).toMatchObject({ outcome: 'stale-if-error', body: { v: 1 } });

    const tooOld = (strategy.maxAge + strategy.swr + strategy.staleIfError + 10) * 1000;
    await expect(cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => tooOld })).rejects.toThrow('upstream down');
  });

  it('reads what another isolate stored in KV', async () => {
    const key = await freshKey();
    await kv.put(key, JSON.stringify({ t: 5_000, status: 200, body: { name: 'Schott Music' } }));
    const up = upstream([new Error('must not be called')]);
    const bg = background();
    const result = await cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => 10_000 });
    expect(result).toMatchObject({ outcome: 'hit', body: { name: 'Schott Music' } });
    expect(result.age).toBe(5);
    expect(up.calls).toBe(0);
  });

  it('treats a stored value that fails its schema check as a miss', async () => {
    const key = await freshKey();
    await kv.put(key, JSON.stringify({ t: 0, status: 200, body: { unexpected: true } }));
    const up = upstream([{ status: 200, body: { name: 'Henle' } }]);
    const bg = background();
    const result = await cachedRead({
      kv,
      key,
      strategy,
      loadMaxMs,
      load: up.load,
      validate: (body) => typeof (body as { name?: unknown }).name === 'string',
      waitUntil: bg.waitUntil,
      now: () => 1000,
    });
    expect(result).toMatchObject({ outcome: 'miss', body: { name: 'Henle' } });
    expect(up.calls).toBe(1);
  });

  it('keeps a not-found answer only briefly', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 404, body: null }, { status: 200, body: { published: true } }]);
    const bg = background();
    await cachedRead({ kv, key, loadMaxMs, strategy: { maxAge: 3600, swr: 0, staleIfError: 0 }, load: up.load, waitUntil: bg.waitUntil, now: () => 0 });
    await bg.settle();
    const later = await cachedRead({ kv, key, loadMaxMs, strategy: { maxAge: 3600, swr: 0, staleIfError: 0 }, load: up.load, waitUntil: bg.waitUntil, now: () => 61_000 });
    expect(later).toMatchObject({ outcome: 'miss', status: 200 });
  });
});
