import { describe, expect, it } from 'vitest';
import { prng } from '../../demo-upstream/src/random';
// @ts-expect-error: plain JS, shared with the npm script.
import { boundedLoadsPerSecond, characteristicTime, loadsPerSecond, zipfShares } from '../../scripts/capacity/cache-math.mjs';
// @ts-expect-error: plain JS, shared with the npm script.
import { MONTH_SECONDS, simulateMonth } from '../../scripts/capacity/model.mjs';

/**
 * The capacity model (npm run capacity) against a case small enough to work by hand, and its
 * cache arithmetic against a replay of random requests through a cache that does what the
 * worker's caches do.
 */

describe('the capacity model, on a case worked by hand', () => {
  // One isolate, one language, one page variant, two editions asked 0.2 and 0.1 times a second
  // (Zipf with exponent 1 gives them 2/3 and 1/3 of 0.3 documents a second), each render reading
  // one promotion answer fresh for 100 s, caches large enough for everything.
  const p = {
    familyShares: { edition: 1 },
    catalogue: { edition: 2 },
    zipfAlpha: 1,
    languageShares: { en: 1 },
    crawlers: { count: 0, revisitDays: 14, locations: 1 },
    locations: 1,
    isolatesPerLocation: 1,
    countryShares: [1],
    consentShare: 1,
    dataShare: 0,
    bffPerView: 0,
    answerChars: 1000,
    peakFactor: 2,
    kvPropagationSeconds: 0,
  };
  const times = (maxAge: number) => ({ maxAge, swr: 0, staleIfError: 0 });
  const config = {
    pages: times(300),
    lifetimes: { promotion: times(100), search: times(60), cms: times(120), prices: times(3600) },
    kvTtlSeconds: { promotion: 86_400, search: 86_400, cms: 86_400, prices: 86_400 },
    pageCacheBytes: 1e12,
    memoryBytes: 1e12,
  };
  const none = { promotion: 0, search: 0, cms: 0, prices: 0 };
  const costs = {
    layoutReads: { shared: none, language: none },
    families: {
      edition: { htmlChars: 1000, reads: { shared: none, item: { ...none, promotion: 1 }, language: none }, cpuMs: { cold: 10, warm: 4, cached: 1, data: 2 } },
    },
    bff: { cpuMs: 1 },
  };
  const month = simulateMonth({ views: 0.3 * MONTH_SECONDS, p, config, costs });

  it('renders each page once per spell of freshness: half the answer’s 100 s, as the page takes its reads’ remaining time', () => {
    // A page is fresh min(300, 100 / 2) = 50 s. Renders: 0.2 / (1 + 0.2 x 50) = 1/55 a second
    // and 0.1 / (1 + 0.1 x 50) = 1/60; hits are the rest of the 0.3 a second.
    const renders = 1 / 55 + 1 / 60;
    expect(month.pageCache.renders / MONTH_SECONDS).toBeCloseTo(renders, 10);
    expect(month.pageCache.hitRatio).toBeCloseTo(1 - renders / 0.3, 10);
  });

  it('refreshes each answer from the upstream once per 100 s spell, and writes KV as often; each refresh looks in KV first and finds its own copy', () => {
    // The answers are asked at the render rates, 1/55 and 1/60: (1/55) / (1 + 100/55) = 1/155
    // and (1/60) / (1 + 100/60) = 1/160 a second.
    const upstream = 1 / 155 + 1 / 160;
    expect(month.upstream.meanPerSecond).toBeCloseTo(upstream, 10);
    expect(month.upstream.requests).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(month.kv.writes).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(month.kv.reads).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(month.kv.hitRatio).toBeCloseTo(0, 10);
    expect(month.kv.busiestKeyWritesPerSecond).toBeCloseTo(1 / 155, 10);
    expect(month.upstream.busiestMinutePerSecond).toBeCloseTo(2 * upstream, 10);
  });

  it('costs each cached page 1 ms and each render 4 ms plus 6 ms in the share of its reads that went below memory', () => {
    const renders = 1 / 55 + 1 / 60;
    const below = (1 / 155 + 1 / 160) / renders;
    const cpuPerSecond = (0.3 - renders) * 1 + renders * (4 + 6 * below);
    expect(month.worker.cpuMs).toBeCloseTo(cpuPerSecond * MONTH_SECONDS, 2);
    expect(month.worker.requests).toBeCloseTo(0.3 * MONTH_SECONDS, 4);
  });

  it('with two isolates in the location, refreshes once for both: the second takes the first one’s copy from KV', () => {
    // Each isolate gets half the documents, 0.1 and 0.05 a second: renders 0.1 / (1 + 0.1 x 50)
    // = 1/60 and 0.05 / (1 + 0.05 x 50) = 1/70, and each refreshes (1/60) / (1 + 100/60) = 1/160
    // and 1/170 a second, a look in KV each. The location refreshes as one cache of both
    // isolates' reads: (2/60) / (1 + 100 x 2/60) = 1/130 and (2/70) / (1 + 100 x 2/70) = 1/135.
    const two = simulateMonth({ views: 0.3 * MONTH_SECONDS, p: { ...p, isolatesPerLocation: 2 }, config, costs });
    const looks = 2 / 160 + 2 / 170;
    const upstream = 1 / 130 + 1 / 135;
    expect(two.kv.reads).toBeCloseTo(looks * MONTH_SECONDS, 4);
    expect(two.upstream.meanPerSecond).toBeCloseTo(upstream, 10);
    expect(two.kv.writes).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(two.memory.refreshLooks).toBeCloseTo(looks * MONTH_SECONDS, 4);
  });

  it('with Workers Cache in front (100 s), sends the Worker only what both tiers missed', () => {
    // One location: its tier loads 0.2 / (1 + 0.2 x 100) = 0.2/21, which the upper tier turns into
    // (0.2/21) / (1 + 100 x 0.2/21) = 0.2/41 a second; the second page 0.1/11, then 0.1/21.
    const edged = simulateMonth({ views: 0.3 * MONTH_SECONDS, p, config, costs, edge: { lifetimeSeconds: 100 } });
    const toWorker = 0.2 / 41 + 0.1 / 21;
    expect(edged.edge.hitRatio).toBeCloseTo(1 - toWorker / 0.3, 10);
    expect(edged.pageCache.requests).toBeCloseTo(toWorker * MONTH_SECONDS, 4);
    expect(edged.worker.requests).toBeCloseTo(toWorker * MONTH_SECONDS, 4);
    expect(edged.edge.requests).toBeCloseTo(0.3 * MONTH_SECONDS, 4);
  });
});

/**
 * Requests at random (Poisson, by each key's rate) through a cache of `capacity` entries that
 * drops the least recently used and reloads an entry `lifetime` seconds after it was loaded:
 * loads a second, counted.
 */
function replay(rates: number[], lifetime: number, capacity: number, seconds: number, seed = 1) {
  // Seeded, so the replay is the same on every run.
  const next = prng(seed);
  const total = rates.reduce((a, b) => a + b, 0);
  const cumulative = rates.map(
    (
      (sum) => (rate) =>
        (sum += rate / total)
    )(0),
  );
  const cache = new Map<number, number>(); // key -> loaded at; Map order is recency
  let now = 0;
  let loads = 0;
  while (now < seconds) {
    now += -Math.log(1 - next()) / total;
    const u = next();
    let key = cumulative.findIndex((c) => u <= c);
    if (key < 0) key = rates.length - 1;
    const loadedAt = cache.get(key);
    cache.delete(key);
    if (loadedAt === undefined || now - loadedAt > lifetime) {
      loads++;
      cache.set(key, now);
    } else cache.set(key, loadedAt);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as number);
  }
  return loads / seconds;
}

describe('the cache arithmetic, against a replay', () => {
  const rates: number[] = Array.from(zipfShares(400, 0.8) as Float64Array, (share) => share * 20);

  it.each([
    { case: 'lifetimes decide (everything fits)', lifetime: 30, capacity: 400 },
    { case: 'the size decides (a long lifetime)', lifetime: 100_000, capacity: 40 },
    { case: 'both', lifetime: 20, capacity: 60 },
  ])('gives the loads a replay counts within 10 %: $case', ({ lifetime, capacity }) => {
    const keep = characteristicTime(rates, new Array(rates.length).fill(1), capacity);
    const model = rates.reduce((total, rate) => total + boundedLoadsPerSecond(rate, lifetime, keep), 0);
    const counted = replay(rates, lifetime, capacity, 20_000);
    expect(Math.abs(model - counted) / counted).toBeLessThan(0.1);
  });

  it('is the renewal formula when everything fits, and loads on every request when nothing may live', () => {
    expect(loadsPerSecond(0.5, 10)).toBeCloseTo(0.5 / 6, 12);
    expect(boundedLoadsPerSecond(0.5, 10, Number.POSITIVE_INFINITY)).toBeCloseTo(0.5 / 6, 12);
    expect(boundedLoadsPerSecond(0.5, 0, Number.POSITIVE_INFINITY)).toBe(0.5);
    expect(characteristicTime([1, 2], [1, 1], 5)).toBe(Number.POSITIVE_INFINITY);
  });
});
