import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../worker/config';
import { cacheKey } from '../../worker/cache/keys';
import { forgetIsolateMemory } from '../../worker/cache/kv-cache';
import { forgetPurgeTimes, purgeFamilies } from '../../worker/cache/purges';
import { readUpstream, type ReaderContext } from '../../worker/upstream/reader';
import { coldCache, fault, kv, upstream, upstreamReads } from '../support/upstream';

/**
 * The upstream answer's coordinator (worker/upstream/coordinator.ts), which operators switch on
 * with UPSTREAM_COORDINATION = "durable-object": isolates anywhere that miss in memory and KV
 * get the one answer it fetched, without another upstream call.
 */

/** Work the readers handed to waitUntil (KV writes), awaited by settle() rather than a fixed sleep. */
const background: Promise<unknown>[] = [];
const settle = () => Promise.allSettled(background.splice(0));

/** A reader as an isolate with the coordinators switched on has it. */
function coordinated(overrides: Partial<ReaderContext['env']> = {}): ReaderContext {
  return {
    config: { ...config, UPSTREAM_COORDINATION: 'durable-object' },
    env: { ...env, ...overrides },
    preview: false,
    waitUntil: (promise) => void background.push(promise),
  };
}
const publisher = (id: number) => ({ family: 'promotion' as const, path: '/v4/promotion/publisher', query: { publisherId: id } });

/** What another isolate, in a location whose KV has not seen the answer yet, has: nothing. */
async function likeAnotherLocation() {
  await settle();
  forgetIsolateMemory();
  const { keys } = await kv.list();
  await Promise.all(keys.map((key) => kv.delete(key.name)));
}

// The pool loads the coordinator's modules on first use, which can outlast one read's timeout,
// and more than one while the other files' workers load theirs (the run's first seconds, where
// Vitest puts a file that failed last time): read until one read through it succeeds.
beforeAll(async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      await readUpstream(coordinated(), publisher(1));
      return;
    } catch (error) {
      if (attempt === 10) throw new Error(`the coordinator never answered a read: ${error}`);
    }
  }
}, 30_000);

beforeEach(async () => {
  await coldCache();
  await fetch(`${upstream}/__reads`, { method: 'DELETE' });
});
afterEach(() => fault('off'));

describe('the upstream coordinator', () => {
  it('is off unless an operator switches it on', () => {
    expect(config.UPSTREAM_COORDINATION).toBe('isolate');
  });

  it('hands its fresh answer to an isolate that has none, without asking upstream again, and keeps its age', async () => {
    const first = await readUpstream(coordinated(), publisher(5));
    expect(first.status).toBe(200);
    await settle();
    const key = await cacheKey('GET', `${upstream}/v4/promotion/publisher?publisherId=5`);
    const stored = (await kv.get(key, 'json')) as { t: number } | null;
    expect(stored).not.toBeNull();

    await likeAnotherLocation();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await readUpstream(coordinated(), publisher(5));
    expect(second.body).toEqual(first.body);
    expect((await upstreamReads())['/v4/promotion/publisher?publisherId=5']).toBe(1);
    // Fresh for less than a whole maxAge: the answer is as old as the coordinator's call.
    expect(second.freshFor).toBeLessThan(config.CACHE_PROMOTION.maxAge - 1);
    await settle();
    expect(((await kv.get(key, 'json')) as { t: number }).t).toBe(stored!.t);
  });

  it('does not hold a failure: the next miss asks upstream again', async () => {
    await fault('error', '/v4/promotion/publisher');
    await expect(readUpstream(coordinated(), publisher(6))).rejects.toThrow();
    await fault('off');
    await likeAnotherLocation();
    expect((await readUpstream(coordinated(), publisher(6))).status).toBe(200);
  });

  it('does not hand out an answer it holds from before a purge of its family: it asks upstream again', async () => {
    await readUpstream(coordinated(), publisher(8));
    await likeAnotherLocation();
    try {
      await purgeFamilies(kv, ['promotion'], Date.now());
      const after = await readUpstream(coordinated(), publisher(8));
      expect(after.status).toBe(200);
      expect((await upstreamReads())['/v4/promotion/publisher?publisherId=8']).toBe(2);
    } finally {
      await settle();
      forgetPurgeTimes();
      await coldCache();
    }
  });

  it('when it cannot be reached, the isolate calls upstream itself', async () => {
    const broken = {
      idFromName: () => 'id',
      get: () => ({ read: () => Promise.reject(new Error('coordinator unreachable')) }),
    };
    const result = await readUpstream(coordinated({ UPSTREAM_COORDINATOR: broken }), publisher(7));
    expect(result.status).toBe(200);
    expect((result.body as { name: string }).name).toBeTruthy();
    expect((await upstreamReads())['/v4/promotion/publisher?publisherId=7']).toBe(1);
  });
});
