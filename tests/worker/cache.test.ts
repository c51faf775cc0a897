import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { KVNamespace } from '@cloudflare/workers-types';
import { cachedRead, type CachedAnswer, type CachedReadOptions, type JoinLoad } from '../../worker/cache/kv-cache';
import { cacheKey } from '../../worker/cache/keys';
import { forgetPurgeTimes, purgeTimes } from '../../worker/cache/purges';
import type { CacheStrategy } from '../../worker/cache/strategies';

const kv = env.UPSTREAM_CACHE;
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

/** One read of `key` at `ms` on the test's clock, through `up` and `bg`. */
const readAt = (key: string, up: ReturnType<typeof upstream>, bg: ReturnType<typeof background>, ms: number, more: Partial<CachedReadOptions> = {}) =>
  cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: () => ms, ...more });

let counter = 0;
const freshKey = () => cacheKey('GET', `https://upstream.test/v4/promotion/publishers?n=${(counter += 1)}`);

/** A key read at 0 ms (v1 kept in memory and KV), whose next upstream answer is v2. */
async function readOnceAtZero() {
  const key = await freshKey();
  const up = upstream([
    { status: 200, body: { v: 1 } },
    { status: 200, body: { v: 2 } },
  ]);
  const bg = background();
  await readAt(key, up, bg, 0);
  await bg.settle();
  return { key, up, bg };
}

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
    const { key, up, bg } = await readOnceAtZero();

    const stale = await readAt(key, up, bg, 120_000);
    expect(stale).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(2);

    const refreshed = await readAt(key, up, bg, 121_000);
    expect(refreshed).toMatchObject({ outcome: 'hit', body: { v: 2 } });
  });

  it('refreshes a stale copy from KV when another isolate has refreshed it, without calling upstream', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 200, body: { v: 1 } }, new Error('must not be called')]);
    const bg = background();
    await readAt(key, up, bg, 0);
    await bg.settle();
    // Another isolate's refresh, 100 s later: fresh in KV, while this isolate's memory holds v1.
    await kv.put(key, JSON.stringify({ t: 100_000, status: 200, body: { v: 2 } }));

    const stale = await readAt(key, up, bg, 120_000);
    expect(stale).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(1);

    const next = await readAt(key, up, bg, 121_000);
    expect(next).toMatchObject({ outcome: 'hit', body: { v: 2 }, age: 21 });
  });

  it('refreshes from upstream when KV holds nothing fresher than memory', async () => {
    const { key, up, bg } = await readOnceAtZero();
    // Another isolate wrote a newer copy that is stale by now too.
    await kv.put(key, JSON.stringify({ t: 30_000, status: 200, body: { v: 'old' } }));

    await readAt(key, up, bg, 120_000);
    await bg.settle();
    expect(up.calls).toBe(2);
    const next = await readAt(key, up, bg, 121_000);
    expect(next).toMatchObject({ outcome: 'hit', body: { v: 2 } });
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
    const up = upstream([
      { status: 404, body: null },
      { status: 200, body: { published: true } },
    ]);
    const bg = background();
    await cachedRead({ kv, key, loadMaxMs, strategy: { maxAge: 3600, swr: 0, staleIfError: 0 }, load: up.load, waitUntil: bg.waitUntil, now: () => 0 });
    await bg.settle();
    const later = await cachedRead({
      kv,
      key,
      loadMaxMs,
      strategy: { maxAge: 3600, swr: 0, staleIfError: 0 },
      load: up.load,
      waitUntil: bg.waitUntil,
      now: () => 61_000,
    });
    expect(later).toMatchObject({ outcome: 'miss', status: 200 });
  });
});

describe('purges and the refresh budget (decision 064)', () => {
  /** A read at `ms` with the key's family purged at `purgedAt`, and a refresh budget that says `allowed`. */
  const readPurged = (key: string, up: ReturnType<typeof upstream>, bg: ReturnType<typeof background>, ms: number, purgedAt: number, allowed = true) =>
    readAt(key, up, bg, ms, { purgedAt: Promise.resolve(purgedAt), refreshAllowed: async () => allowed });

  it('serves an answer fetched before its purge at once, as stale, and refreshes it', async () => {
    const { key, up, bg } = await readOnceAtZero();

    // 10 s old, well within its 60 s maxAge, but purged at 5 s.
    const purged = await readPurged(key, up, bg, 10_000, 5_000);
    expect(purged).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(2);
    expect(await readPurged(key, up, bg, 11_000, 5_000)).toMatchObject({ outcome: 'hit', body: { v: 2 } });
  });

  it('does not take a KV copy fetched before the purge as the refresh', async () => {
    const { key, up, bg } = await readOnceAtZero();
    // Another isolate refreshed at 4 s, before the purge at 5 s: newer than memory, yet purged too.
    await kv.put(key, JSON.stringify({ t: 4_000, status: 200, body: { v: 'before the purge' } }));

    await readPurged(key, up, bg, 10_000, 5_000);
    await bg.settle();
    expect(up.calls).toBe(2);
    expect(await readPurged(key, up, bg, 11_000, 5_000)).toMatchObject({ outcome: 'hit', body: { v: 2 } });
  });

  it('leaves the stale answer standing, unwritten, when the budget has no token, and refreshes once it has', async () => {
    const { key, up, bg } = await readOnceAtZero();

    expect(await readPurged(key, up, bg, 10_000, 5_000, false)).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(1);
    expect(await kv.get(key, 'json')).toMatchObject({ t: 0, body: { v: 1 } });

    expect(await readPurged(key, up, bg, 12_000, 5_000, false)).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(1);

    expect(await readPurged(key, up, bg, 14_000, 5_000, true)).toMatchObject({ outcome: 'stale', body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(2);
    expect(await readPurged(key, up, bg, 15_000, 5_000, false)).toMatchObject({ outcome: 'hit', body: { v: 2 } });
  });

  it('never holds back a miss: a visitor waits on it', async () => {
    const key = await freshKey();
    const up = upstream([{ status: 200, body: { v: 1 } }]);
    const bg = background();
    expect(await readPurged(key, up, bg, 10_000, 5_000, false)).toMatchObject({ outcome: 'miss', body: { v: 1 } });
    expect(up.calls).toBe(1);
  });

  it("dates an answer from its call's start, so a call under way at the purge is stale after it", async () => {
    const key = await freshKey();
    let clock = 1_000;
    const up = upstream([
      { status: 200, body: { v: 1 } },
      { status: 200, body: { v: 2 } },
    ]);
    const load = async () => {
      // The purge lands while the call is out: the clock moves past it before the answer.
      clock = 3_000;
      return up.load();
    };
    const bg = background();
    const read = (purgedAt: number) =>
      cachedRead({ kv, key, strategy, loadMaxMs, load, waitUntil: bg.waitUntil, now: () => clock, purgedAt: Promise.resolve(purgedAt) });
    expect(await read(0)).toMatchObject({ outcome: 'miss', body: { v: 1 } });
    await bg.settle();
    expect(await kv.get(key, 'json')).toMatchObject({ t: 1_000 });
    expect(await read(2_000)).toMatchObject({ outcome: 'stale', body: { v: 1 } });
  });
});

describe('the purge times (worker/cache/purges.ts)', () => {
  it('a read of them that never ends holds no request past its wait: each asker gets the times known', async () => {
    forgetPurgeTimes();
    // KV that never answers, as when the request that started the read was torn down mid-read.
    const stuck = { get: () => new Promise<never>(() => {}) } as unknown as KVNamespace;
    const bg = background();
    const started = performance.now();
    const [first, second] = await Promise.all([
      purgeTimes(stuck, { owner: {}, waitUntil: bg.waitUntil }),
      purgeTimes(stuck, { owner: {}, waitUntil: bg.waitUntil }),
    ]);
    expect(first).toEqual({ promotion: 0, search: 0, cms: 0, prices: 0 });
    expect(second).toEqual(first);
    expect(performance.now() - started).toBeLessThan(5000);
    forgetPurgeTimes();
  });
});

describe('concurrent reads of one key in an isolate', () => {
  /** An upstream whose calls the test ends by hand, counting them. */
  function heldUpstream() {
    let calls = 0;
    const pending: Array<{ resolve: (answer: CachedAnswer) => void; reject: (error: unknown) => void }> = [];
    return {
      get calls() {
        return calls;
      },
      load: () => {
        calls += 1;
        return new Promise<CachedAnswer>((resolve, reject) => pending.push({ resolve, reject }));
      },
      answer: (answer: CachedAnswer) => pending.shift()!.resolve(answer),
      fail: (error: unknown) => pending.shift()!.reject(error),
    };
  }
  /** KV with its reads counted. */
  function countedKv() {
    let gets = 0;
    const counted = {
      get: (name: string, type: 'text') => {
        gets += 1;
        return kv.get(name, type);
      },
      put: kv.put.bind(kv),
    } as unknown as KVNamespace;
    return { kv: counted, gets: () => gets };
  }
  const settleSoon = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('share one KV read and one upstream call; one request leads, the rest are told they shared', async () => {
    const key = await freshKey();
    const up = heldUpstream();
    const store = countedKv();
    const bg = background();
    const reads = Array.from({ length: 12 }, () => cachedRead({ kv: store.kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil }));
    await settleSoon();
    up.answer({ status: 200, body: { name: 'Peters' } });
    const results = await Promise.all(reads);
    await bg.settle();
    expect(up.calls).toBe(1);
    expect(store.gets()).toBe(1);
    expect(results.every((r) => r.status === 200 && (r.body as { name: string }).name === 'Peters')).toBe(true);
    expect(results.filter((r) => r.outcome === 'miss')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'shared')).toHaveLength(11);
    expect(await kv.get(key, 'json')).toMatchObject({ status: 200, body: { name: 'Peters' } });
  });

  it('each request waits only its own time; the call goes on for the others and for the cache', async () => {
    const key = await freshKey();
    const up = heldUpstream();
    const bg = background();
    const late = new Error('out of time');
    const hurried = cachedRead({
      kv,
      key,
      strategy,
      loadMaxMs,
      load: up.load,
      waitUntil: bg.waitUntil,
      waitForLoad: async (join) => {
        const outcome = await join(30);
        if (outcome.kind === 'value') return outcome.value;
        throw late;
      },
    });
    const patient = cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil });
    await expect(hurried).rejects.toBe(late);
    up.answer({ status: 200, body: { v: 1 } });
    expect(await patient).toMatchObject({ status: 200, body: { v: 1 } });
    await bg.settle();
    expect(up.calls).toBe(1);
    expect(await kv.get(key, 'json')).toMatchObject({ body: { v: 1 } });
  });

  it('after a shared call fails, those who try again share one new call', async () => {
    const key = await freshKey();
    const up = heldUpstream();
    const bg = background();
    const onceMore = async (join: JoinLoad) => {
      let outcome = await join(1000);
      if (outcome.kind === 'error') outcome = await join(1000);
      if (outcome.kind === 'value') return outcome.value;
      throw outcome.kind === 'error' ? outcome.error : new Error(outcome.kind);
    };
    const reads = Array.from({ length: 6 }, () => cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, waitForLoad: onceMore }));
    await settleSoon();
    up.fail(new Error('dropped'));
    await settleSoon();
    up.answer({ status: 200, body: { v: 2 } });
    const results = await Promise.all(reads);
    expect(up.calls).toBe(2);
    expect(results.every((r) => (r.body as { v: number }).v === 2)).toBe(true);
  });

  it('a call whose request was torn down is written off at its time limit, and the next read calls anew', async () => {
    const key = await freshKey();
    const up = heldUpstream();
    const bg = background();
    // The first call never ends, as when the runtime tears down the request that made it.
    const stuck = cachedRead({ kv, key, strategy, loadMaxMs: 60, load: up.load, waitUntil: () => {} });
    await expect(stuck).rejects.toThrow('upstream load expired');
    // A read arriving meanwhile joins the stuck call, hears it is overdue, and calls anew.
    const next = cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil });
    for (let waited = 0; up.calls < 2 && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(up.calls).toBe(2);
    up.answer({ status: 200, body: { v: 3 } }); // the stuck call answering after all changes nothing
    up.answer({ status: 200, body: { v: 4 } });
    expect(await next).toMatchObject({ outcome: 'miss', body: { v: 4 } });
  });

  it('a stale key gets one refresh, and a miss arriving meanwhile joins it instead of calling again', async () => {
    const key = await freshKey();
    const up = heldUpstream();
    const bg = background();
    await kv.put(key, JSON.stringify({ t: 0, status: 200, body: { v: 'old' } }));
    const staleAt = () => 120_000;
    const stale = await Promise.all([1, 2, 3].map(() => cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: staleAt })));
    expect(stale.map((r) => r.outcome)).toEqual(['stale', 'stale', 'stale']);
    // Too old to serve: a miss, which finds the refresh under way.
    const tooOld = () => (strategy.maxAge + strategy.swr + 1) * 1000;
    const miss = cachedRead({ kv, key, strategy, loadMaxMs, load: up.load, waitUntil: bg.waitUntil, now: tooOld });
    await settleSoon();
    up.answer({ status: 200, body: { v: 'new' } });
    expect(await miss).toMatchObject({ outcome: 'shared', body: { v: 'new' } });
    await bg.settle();
    expect(up.calls).toBe(1);
  });
});
