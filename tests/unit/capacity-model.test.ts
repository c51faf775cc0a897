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
    purgeCheckSeconds: 30,
  };
  const times = (maxAge: number) => ({ maxAge, swr: 0, staleIfError: 0 });
  const config = {
    pages: times(300),
    lifetimes: { promotion: times(100), search: times(60), cms: times(120), prices: times(3600) },
    kvTtlSeconds: { promotion: 86_400, search: 86_400, cms: 86_400, prices: 86_400 },
    refreshBudget: {
      limit: 6,
      periodSeconds: 60,
      origins: [
        { name: 'api', families: ['promotion', 'search', 'prices'] },
        { name: 'cms', families: ['cms'] },
      ],
    },
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
    // and (1/60) / (1 + 100/60) = 1/160 a second. KV is read as often, and the isolate reads the
    // purge times once every 30 s besides.
    const upstream = 1 / 155 + 1 / 160;
    expect(month.upstream.meanPerSecond).toBeCloseTo(upstream, 10);
    expect(month.upstream.requests).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(month.kv.writes).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(month.kv.reads).toBeCloseTo((upstream + 1 / 30) * MONTH_SECONDS, 4);
    expect(month.kv.purgeCheckReads).toBeCloseTo((1 / 30) * MONTH_SECONDS, 4);
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
    // Each of the two isolates reads the purge times every 30 s besides: 2/30 KV reads a second.
    const two = simulateMonth({ views: 0.3 * MONTH_SECONDS, p: { ...p, isolatesPerLocation: 2 }, config, costs });
    const looks = 2 / 160 + 2 / 170;
    const upstream = 1 / 130 + 1 / 135;
    expect(two.kv.reads).toBeCloseTo((looks + 2 / 30) * MONTH_SECONDS, 4);
    expect(two.upstream.meanPerSecond).toBeCloseTo(upstream, 10);
    expect(two.kv.writes).toBeCloseTo(upstream * MONTH_SECONDS, 4);
    expect(two.memory.refreshLooks).toBeCloseTo(looks * MONTH_SECONDS, 4);
  });

  it('with purges (decision 064): reads the purge times per isolate, and holds each origin’s refreshes to its budget, its families sharing it', () => {
    // Two locations of three isolates; a budget of 2 refreshes a minute per location and origin,
    // the catalogue API's three families sharing one origin, cms the other. Each render reads the
    // edition's promotion and search answers (fresh 100 s, stale for 100 s and 300 s more), and
    // the layout's one cms answer (fresh 120 s, stale 60 s more).
    const budgeted = simulateMonth({
      views: 0.3 * MONTH_SECONDS,
      p: { ...p, locations: 2, isolatesPerLocation: 3 },
      config: {
        ...config,
        lifetimes: {
          ...config.lifetimes,
          promotion: { maxAge: 100, swr: 100, staleIfError: 0 },
          search: { maxAge: 100, swr: 300, staleIfError: 0 },
          cms: { maxAge: 120, swr: 60, staleIfError: 0 },
        },
        refreshBudget: { ...config.refreshBudget, limit: 2, periodSeconds: 60 },
      },
      costs: {
        ...costs,
        layoutReads: { shared: { ...none, cms: 1 }, language: none },
        families: { edition: { ...costs.families.edition, reads: { shared: none, item: { ...none, promotion: 1, search: 1 }, language: none } } },
      },
    });
    // Each of the 6 isolates gets a sixth of the documents, 1/30 and 1/60 a second; a page is
    // fresh min(300, 100/2, 120/2) = 50 s: renders (1/30) / (1 + 50/30) = 1/80 and
    // (1/60) / (1 + 50/60) = 1/110 a second, each a read of the edition's promotion and search
    // answers and of the layout's cms answer (19/880 a second in all).
    // Promotion, and search alike: each isolate refreshes them (1/80) / (1 + 100/80) = 1/180 and
    // (1/110) / (1 + 100/110) = 1/210 a second, a look in KV each; a location's three isolates as
    // one cache of 3/80 and 3/110 a second: (3/80) / (1 + 300/80) = 3/380 and 3/410, two
    // locations 6/380 + 6/410 = 0.030424 upstream a second.
    // Cms: each isolate (19/880) / (1 + 120 x 19/880) = 19/3160 a second; a location
    // (57/880) / (1 + 120 x 57/880) = 57/7720, two 57/3860 = 0.014767.
    const perFamily = 6 / 380 + 6 / 410;
    expect(budgeted.upstream.meanPerSecond).toBeCloseTo(2 * perFamily + 57 / 3860, 10);
    // The purge times: 6 isolates / 30 s = 0.2 KV reads a second, on top of the looks.
    expect(budgeted.kv.purgeCheckReads).toBeCloseTo(0.2 * MONTH_SECONDS, 4);
    expect(budgeted.kv.reads).toBeCloseTo((2 * 6 * (1 / 180 + 1 / 210) + (6 * 19) / 3160 + 0.2) * MONTH_SECONDS, 4);

    // The budget: 2/60 a second per location and origin, 4/60 = 1/15 an origin over the two
    // locations, 2/15 over the two origins (per family it would be 4 x 1/15 = 4/15).
    const { refreshBudget } = budgeted;
    const [api, cms] = refreshBudget.origins;
    expect(api.families).toEqual(['promotion', 'search', 'prices']);
    expect(api.ceilingPerSecond).toBeCloseTo(1 / 15, 12);
    expect(cms.ceilingPerSecond).toBeCloseTo(1 / 15, 12);
    expect(refreshBudget.ceilingPerSecond).toBeCloseTo(2 / 15, 12);

    // The busiest minute (x 2). A refresh takes a token when the location asks within swr of the
    // answer going stale: at 3/80 and 3/110 a second, promotion's within 100 s with probability
    // 1 - e^-3.75 = 0.976482 and 1 - e^-(30/11) = 0.934603: 6/380 x 0.976482 + 6/410 x 0.934603
    // = 0.029095; search's within 300 s 1 - e^-11.25 = 0.999987 and 1 - e^-(90/11) = 0.999720:
    // 0.030419. The API wants 2 x (0.029095 + 0.030419) = 0.119029 a second against 1/15: 43.99 %
    // wait. Per family each would want about 0.06, within its own 1/15: none would wait.
    const promotion = (6 / 380) * -Math.expm1(-3.75) + (6 / 410) * -Math.expm1(-30 / 11);
    const search = (6 / 380) * -Math.expm1(-11.25) + (6 / 410) * -Math.expm1(-90 / 11);
    const apiWanted = 2 * (promotion + search);
    expect(apiWanted).toBeCloseTo(0.119029, 6);
    expect(api.busiestMinute.wantedPerSecond).toBeCloseTo(apiWanted, 10);
    expect(api.busiestMinute.staleMissesPerSecond).toBe(0);
    expect(api.busiestMinute.waitingShare).toBeCloseTo((apiWanted - 1 / 15) / apiWanted, 10);
    expect(api.busiestMinute.waitingShare).toBeCloseTo(0.4399, 4);
    // Cms: within 60 s of 57/880 a second, 1 - e^-3.886364 = 0.979480: 2 x 57/3860 x 0.979480
    // = 0.028928 a second, within its origin's 1/15.
    const cmsWanted = 2 * (57 / 3860) * -Math.expm1(-(57 / 880) * 60);
    expect(cms.busiestMinute.wantedPerSecond).toBeCloseTo(cmsWanted, 10);
    expect(cms.busiestMinute.waitingShare).toBe(0);
    expect(refreshBudget.busiestMinute.wantedPerSecond).toBeCloseTo(apiWanted + cmsWanted, 10);

    // A full purge in the busiest minute: a location sees each edition's answers 3 x 2 x 1/80 =
    // 3/40 and 3 x 2 x 1/110 = 3/55 a second, so in 60 s each location asks for the first with
    // probability 1 - e^-4.5 and the second 1 - e^-(36/11): 2 x 0.988891 + 2 x 0.962097 = 3.901976
    // refreshes, one per location and answer, for promotion and as many for search: 7.803952 for
    // the API. Cms: 3 x 2 x 19/880 = 57/440 a second, 1 - e^-7.772727 = 0.999579 a location,
    // 1.999158 refreshes. Without the budget (7.803952 + 1.999158) / 60 = 0.163385 a second; with
    // it, the API's 1/15 and cms's 1.999158 / 60 = 0.033319.
    const purged = 2 * -Math.expm1(-4.5) + 2 * -Math.expm1(-36 / 11);
    const cmsPurged = 2 * -Math.expm1(-(60 * 57) / 440);
    expect(purged).toBeCloseTo(3.90198, 5);
    expect(cmsPurged).toBeCloseTo(1.99916, 5);
    const { afterPurge, purgedAlone } = refreshBudget;
    expect(afterPurge.askedPerSecond).toBeCloseTo((2 * purged + cmsPurged) / 60, 10);
    expect(afterPurge.upstreamPerSecond).toBeCloseTo(1 / 15 + cmsPurged / 60, 10);
    // Worked through at 1/15 a second, the API's 7.803952 take 117.06 s, and promotion and search,
    // served in proportion, are both done then: past promotion's 100 s of swr, within search's
    // 300. (Each at its own 1/15, per family, would take 58.53 s, within both.) Cms's take
    // 1.999158 x 15 = 29.99 s, within its 60; prices, which nothing reads, asks for none.
    expect(afterPurge.drain.promotion.seconds).toBeCloseTo(2 * purged * 15, 8);
    expect(afterPurge.drain.promotion.seconds).toBeCloseTo(117.06, 2);
    expect(afterPurge.drain.promotion.refreshes).toBeCloseTo(purged, 10);
    expect(afterPurge.drain.promotion.withinSwr).toBe(false);
    expect(afterPurge.drain.search.seconds).toBeCloseTo(117.06, 2);
    expect(afterPurge.drain.search.withinSwr).toBe(true);
    expect(afterPurge.drain.cms.seconds).toBeCloseTo(29.99, 2);
    expect(afterPurge.drain.cms.withinSwr).toBe(true);
    expect(afterPurge.drain.prices.refreshes).toBe(0);
    // Promotion purged alone has the API's 1/15 to itself: 3.901976 x 15 = 58.53 s, within its swr.
    expect(purgedAlone.promotion.seconds).toBeCloseTo(58.53, 2);
    expect(purgedAlone.promotion.withinSwr).toBe(true);
    // Between one flight per isolate (6 isolates each asking) and one for all (the coordinator).
    expect(budgeted.upstream.afterPurgePerSecond.isolate).toBeGreaterThan(afterPurge.askedPerSecond);
    expect(budgeted.upstream.afterPurgePerSecond.coordinated).toBeLessThan(afterPurge.askedPerSecond);
  });

  it('counts a memory miss that finds KV stale within swr as a refresh wanted, and one past swr as a miss', () => {
    // Crawlers read each edition's promotion answer from memory that never holds it: 864 a day,
    // 0.01 a second, each a KV read. Promotion is stale for 50 s past its 100 s.
    const crawled = (swr: number) =>
      simulateMonth({
        views: 0.3 * MONTH_SECONDS,
        p: { ...p, crawlers: { count: 864, revisitDays: 1, locations: 1 } },
        config: { ...config, lifetimes: { ...config.lifetimes, promotion: { maxAge: 100, swr, staleIfError: 0 } } },
        costs,
      });
    const month50 = crawled(50);
    // The refreshes are as before, 1/155 and 1/160 a second. KV's entry is fresh 100 s after each
    // write; a miss that comes then loads from the upstream, 0.01 / (1 + 0.01 x 100) = 0.005 a
    // second, less the spells a refresh ends first: 0.005 x e^-(100/155) = 0.0026229 and
    // 0.005 x e^-(100/160) = 0.0026763. The first miss or refresh after KV's entry went stale
    // comes at 0.01 + 1/155 and 0.01 + 1/160 a second: within 50 s with probability
    // 1 - e^-0.822581 = 0.560703 and 1 - e^-0.8125 = 0.556253, those misses refresh (a token each).
    const stale = 0.005 * Math.exp(-100 / 155) * -Math.expm1(-(0.01 + 1 / 155) * 50) + 0.005 * Math.exp(-100 / 160) * -Math.expm1(-(0.01 + 1 / 160) * 50);
    expect(stale).toBeCloseTo(0.0029594, 7);
    // The refreshes take a token when the next render comes within 50 s of the answer going stale:
    // at 1/55 and 1/60 a second, 1 - e^-(50/55) = 0.597110 and 1 - e^-(50/60) = 0.565402.
    const refreshes = (1 / 155) * -Math.expm1(-50 / 55) + (1 / 160) * -Math.expm1(-50 / 60);
    const [api] = month50.refreshBudget.origins;
    expect(api.busiestMinute.staleMissesPerSecond).toBeCloseTo(2 * stale, 10);
    expect(api.busiestMinute.wantedPerSecond).toBeCloseTo(2 * (refreshes + stale), 10);
    // Which loads take a token changes nothing else: without swr every one of them is a miss.
    const month0 = crawled(0);
    expect(month0.refreshBudget.busiestMinute.wantedPerSecond).toBe(0);
    expect(month0.upstream.meanPerSecond).toBeCloseTo(month50.upstream.meanPerSecond, 12);
    expect(month0.cost.total).toBeCloseTo(month50.cost.total, 8);
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
