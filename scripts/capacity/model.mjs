// The capacity model: a month of traffic through the site's cache layers, key by key, with the
// lifetimes and sizes the worker is configured with and the costs measured from it. Traffic is a
// rate per key (requests arrive at random); each layer's loads from the one below are worked out
// with the arithmetic of ./cache-math.mjs, from the visitor's request down to the upstream:
//
//   isolate page cache (per isolate; key: page, language, consent, country; LRU of PAGE_CACHE_BYTES)
//     -> a render: its loaders' reads
//   memory layer (per isolate; LRU of MEMORY_LAYER_BYTES; an entry is used whatever its age, a
//     stale one refreshed by a look in KV, then from the upstream when KV has nothing fresher;
//     the isolate that calls the upstream writes KV)
//     -> on a miss: KV (global; an entry read fresh for its family's maxAge, less the time a
//        write takes to reach other locations; stale or absent: a load from the upstream)
//   upstream (each load one request, and one KV write)
//
// Purges (decision 064) delete nothing: each isolate reads the families' purge times from one KV
// key every `purgeCheckSeconds`, and an answer fetched before its family's purge is stale, refreshed
// in the background like any stale answer. Background refreshes take a token from the
// UPSTREAM_REFRESH_LIMIT rate limit (per location, keyed by the upstream origin the refresh calls,
// so the families on one origin share its tokens); misses take none.
//
// Crawlers fetch every address in the sitemaps at their revisit rate; their requests always render
// (whole) and their item reads miss memory. Client navigations' data requests run the page's
// loaders without the page cache. BFF reads are counted as Worker requests with their CPU.
import { boundedLoadsPerSecond, characteristicTime, firstAsks, loadsPerSecond, zipfShares } from './cache-math.mjs';
import { overage, PRICES } from './prices.mjs';

export const MONTH_SECONDS = 30 * 86_400;
const LIFETIMES = ['promotion', 'search', 'cms', 'prices'];
/** Families the sitemaps list, so crawlers fetch them (search results are noindex). */
const CRAWLED = new Set(['home', 'edition', 'composition', 'artist', 'publisher', 'instrument', 'playlist', 'blog-article', 'blog-category', 'legal', 'list']);

const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * The shortest freshness a render of the family takes from its reads: a page is kept for the
 * least remaining freshness of them (worker/ssr/server-data-access.ts), and a read served from
 * memory is on average halfway through its life.
 */
function pageFreshSeconds(family, layout, config) {
  const kinds = LIFETIMES.filter((kind) => (family.reads.shared[kind] ?? 0) + (family.reads.item[kind] ?? 0) + (layout.shared[kind] ?? 0) > 0);
  const shortest = Math.min(...kinds.map((kind) => config.lifetimes[kind].maxAge));
  return Math.min(config.pages.maxAge, shortest / 2);
}

/**
 * One month at `views` page views. `p`: the parameters' values (./parameters.mjs); `config`: the
 * worker's lifetimes and isolate sizes (./worker-config.mjs); `costs`: docs/capacity-costs.json;
 * `edge`: null, or { lifetimeSeconds } for Workers Cache in front of the Worker.
 */
export function simulateMonth({ views, p, config, costs, edge = null }) {
  const families = Object.keys(p.familyShares).filter((name) => costs.families[name] && p.familyShares[name] > 0);
  const languages = Object.entries(p.languageShares);
  const isolates = p.locations * p.isolatesPerLocation;
  const viewRate = views / MONTH_SECONDS;
  const documentRate = viewRate * (1 - p.dataShare);
  const dataRate = viewRate * p.dataShare;
  // Page-cache copies of one page in one isolate: consent (answered or not) x country.
  const variants = [];
  for (const consent of [p.consentShare, 1 - p.consentShare])
    for (const country of p.countryShares) if (consent * country > 0) variants.push(consent * country);
  const layout = costs.layoutReads;

  // 0. With `edge`, Workers Cache in front of the Worker: one shared copy of a page per address
  // (language included), kept `edge.lifetimeSeconds` in each location's cache and in the upper
  // tier behind them, which collapses the locations' misses into one Worker run.
  let edgeAsked = 0;
  let edgeMisses = 0;
  const toWorker = (rate) => {
    if (!edge) return rate;
    const lower = p.locations * loadsPerSecond(rate / p.locations, edge.lifetimeSeconds);
    const upper = loadsPerSecond(lower, edge.lifetimeSeconds);
    edgeAsked += rate;
    edgeMisses += upper;
    return upper;
  };

  // 1. The isolate page cache: every (family, item, language, variant) key's rate in one isolate.
  const pageKeys = families.map((name) => {
    const n = p.catalogue[name];
    const shares = zipfShares(n, p.zipfAlpha);
    const rates = new Float64Array(n * languages.length * variants.length);
    let k = 0;
    for (let item = 0; item < n; item++)
      for (const [, languageShare] of languages) {
        const page = toWorker(documentRate * p.familyShares[name] * shares[item] * languageShare);
        for (const variant of variants) rates[k++] = (page * variant) / isolates;
      }
    return { name, n, shares, rates, size: costs.families[name].htmlChars * 2 };
  });
  const allRates = new Float64Array(sum(pageKeys.map(({ rates }) => rates.length)));
  const allSizes = new Float64Array(allRates.length);
  let offset = 0;
  for (const { rates, size } of pageKeys) {
    allRates.set(rates, offset);
    allSizes.fill(size, offset, offset + rates.length);
    offset += rates.length;
  }
  const pageKeep = characteristicTime(allRates, allSizes, config.pageCacheBytes);

  // Renders per isolate, per family, item and language (variants summed); hits and requests.
  let documents = 0;
  let renders = 0;
  const rendersOf = new Map();
  for (const { name, n, rates } of pageKeys) {
    const fresh = pageFreshSeconds(costs.families[name], layout, config);
    const byItemLanguage = new Float64Array(n * languages.length);
    let k = 0;
    for (let i = 0; i < n * languages.length; i++) {
      for (let v = 0; v < variants.length; v++, k++) {
        const loads = boundedLoadsPerSecond(rates[k], fresh, pageKeep);
        byItemLanguage[i] += loads;
        documents += rates[k];
        renders += loads;
      }
    }
    rendersOf.set(name, byItemLanguage);
  }

  // 2. The memory layer: each read key's rate in one isolate, from renders, data requests and (below) crawlers.
  const readKeys = []; // { rate, lifetime, count, kind, family, crawl }
  const crawlRate = p.crawlers.count / (p.crawlers.revisitDays * 86_400);
  let crawlerRenders = 0;
  let dataRequests = 0;
  const perIsolateShared = new Map();
  for (const { name, n, shares } of pageKeys) {
    const family = costs.families[name];
    const byItemLanguage = rendersOf.get(name);
    const crawled = CRAWLED.has(name);
    let familyRate = 0;
    for (let item = 0; item < n; item++) {
      let itemRate = 0;
      languages.forEach(([language, languageShare], l) => {
        const data = (dataRate * p.familyShares[name] * shares[item] * languageShare) / isolates;
        dataRequests += data * isolates;
        const rate = byItemLanguage[item * languages.length + l] + data;
        itemRate += rate;
        if (language !== 'en')
          for (const kind of LIFETIMES)
            if (family.reads.language[kind])
              readKeys.push({ rate, lifetime: kind, count: family.reads.language[kind], family: name, crawl: crawled ? crawlRate : 0 });
        perIsolateShared.set(`layout:${language}`, (perIsolateShared.get(`layout:${language}`) ?? 0) + byItemLanguage[item * languages.length + l]);
      });
      familyRate += itemRate;
      for (const kind of LIFETIMES)
        if (family.reads.item[kind])
          readKeys.push({ rate: itemRate, lifetime: kind, count: family.reads.item[kind], family: name, crawl: crawled ? crawlRate * languages.length : 0 });
    }
    for (const kind of LIFETIMES)
      if (family.reads.shared[kind])
        readKeys.push({ rate: familyRate, lifetime: kind, count: family.reads.shared[kind], family: name, crawl: 0, hot: `${name} shared` });
    if (crawled) crawlerRenders += crawlRate * n * languages.length;
  }
  let allRenders = 0;
  for (const [, rate] of perIsolateShared) allRenders += rate;
  for (const [key, rate] of perIsolateShared) {
    const language = key.slice('layout:'.length);
    const reads = language === 'en' ? layout.shared : layout.language;
    const total = language === 'en' ? allRenders : rate;
    for (const kind of LIFETIMES)
      if (reads[kind]) readKeys.push({ rate: total, lifetime: kind, count: reads[kind], family: 'layout', crawl: 0, hot: `layout ${language}` });
  }
  const memoryKeep = characteristicTime(
    Float64Array.from(readKeys, (key) => key.rate),
    Float64Array.from(readKeys, (key) => key.count * p.answerChars),
    config.memoryBytes,
  );

  // 3. Per read key: memory misses and refreshes (KV reads), the refreshes KV could not serve and KV's loads (upstream).
  let reads = 0;
  let kvReads = 0;
  let refreshes = 0;
  let refreshLooks = 0;
  let memoryMisses = 0;
  let kvLoads = 0;
  let kvStoredKeys = 0;
  let busiest = { writesPerSecond: 0, key: '' };
  let purgeMinuteIsolate = 0;
  let purgeMinuteCoordinated = 0;
  // By cache family (the refresh budget adds them up by origin): the upstream loads that take a
  // token a second, of them the memory misses that find KV stale, and the refreshes of a full
  // purge's first minute with one per location and key.
  const tokensOf = Object.fromEntries(LIFETIMES.map((kind) => [kind, 0]));
  const staleMissesOf = Object.fromEntries(LIFETIMES.map((kind) => [kind, 0]));
  const purgeMinuteLocationOf = Object.fromEntries(LIFETIMES.map((kind) => [kind, 0]));
  let deployMinuteKvReads = 0;
  const missByFamily = new Map();
  for (const key of readKeys) {
    const { maxAge, swr } = config.lifetimes[key.lifetime];
    const evicted = Number.isFinite(memoryKeep) ? key.rate * Math.exp(-key.rate * memoryKeep) : 0;
    const below = boundedLoadsPerSecond(key.rate, maxAge, memoryKeep);
    const refreshed = Math.max(0, below - evicted);
    // A stale answer is refreshed by a look in KV first (worker/cache/kv-cache.ts, refreshOf). A
    // location's isolates see each other's writes at once, so they refresh as one cache of the
    // location's reads of the key; other locations see a write only after the propagation time,
    // so each location refreshes on its own. (An isolate that takes a copy from KV holds it for
    // less than its lifetime, so looks more often than `refreshed`: KV reads are a lower bound.)
    const locationRefreshes = Math.min(refreshed * p.isolatesPerLocation, loadsPerSecond(key.rate * p.isolatesPerLocation, maxAge));
    const refreshRate = locationRefreshes * p.locations * key.count;
    // Crawlers' reads of an item come to a few locations' isolates where it is rarely in memory.
    const missRate = (evicted * isolates + key.crawl) * key.count;
    const kvRate = missRate + refreshed * isolates * key.count;
    const window = Math.max(0, maxAge - p.kvPropagationSeconds / 2);
    const perKey = missRate / key.count;
    const fromKv = loadsPerSecond(perKey, window) * Math.exp(-(refreshRate / key.count) * window) * key.count;
    reads += key.rate * isolates * key.count + key.crawl * key.count;
    kvReads += kvRate;
    memoryMisses += missRate;
    refreshLooks += refreshed * isolates * key.count;
    refreshes += refreshRate;
    kvLoads += fromKv;
    // Which upstream loads take a token (kv-cache.ts, cachedRead): those that replace an answer
    // stale but within swr, served while the refresh runs behind; one past swr (or gone) is a miss
    // a visitor waits on, which takes none. Each is the first ask after the answer went stale,
    // taken as random as above, within swr with probability 1 - e^-(rate x swr). A refresh: the
    // location's copy goes stale after maxAge, and the location asks at key.rate x isolates. A
    // memory miss KV could not serve: KV's entry stops being fresh after `window`, and is renewed
    // by the first miss or refresh after that (perKey + refreshRate / count a second).
    const staleMisses = fromKv * -Math.expm1(-(perKey + refreshRate / key.count) * swr);
    staleMissesOf[key.lifetime] += staleMisses;
    tokensOf[key.lifetime] += refreshRate * -Math.expm1(-key.rate * p.isolatesPerLocation * swr) + staleMisses;
    const writesPerKey = (refreshRate + fromKv) / key.count;
    if (writesPerKey > busiest.writesPerSecond) busiest = { writesPerSecond: writesPerKey, key: key.hot ?? `${key.family} item` };
    kvStoredKeys += key.count * -Math.expm1(-(perKey + refreshRate / key.count) * config.kvTtlSeconds[key.lifetime]);
    // A cold start in the busiest minute: every isolate asks for each key it is asked for once.
    const peakRate = key.rate * p.peakFactor;
    deployMinuteKvReads += firstAsks(peakRate, isolates, 60) * key.count;
    purgeMinuteIsolate += firstAsks(peakRate, isolates, 60) * key.count;
    purgeMinuteCoordinated += firstAsks(peakRate * isolates, 1, 60) * key.count;
    // After a purge (decision 064) every answer is stale. The first isolate of a location to be
    // asked for a key refreshes it and writes KV, where the location's other isolates find it
    // (refreshOf looks in KV first); other locations see that write only after the propagation
    // time, so each location refreshes each key it is asked for in the minute, once.
    purgeMinuteLocationOf[key.lifetime] += firstAsks(peakRate * p.isolatesPerLocation, p.locations, 60) * key.count;
    const missed = missByFamily.get(key.family) ?? { asked: 0, below: 0 };
    missed.asked += key.rate * key.count;
    missed.below += below * key.count;
    missByFamily.set(key.family, missed);
  }
  const upstreamRate = refreshes + kvLoads;

  // 3b. Purges and the refresh budget (decision 064). Each live isolate reads the purge times once
  // every purgeCheckSeconds, whatever its traffic (an upper bound: it reads only when asked).
  const purgeCheckReads = isolates / p.purgeCheckSeconds;
  // The budget: `limit` refreshes a `period` for each origin in each location (the binding counts
  // per location, keyed by the host a refresh calls), so at most limit / period x locations a second
  // an origin, whose families share them (config.refreshBudget.origins).
  const { limit, periodSeconds, origins } = config.refreshBudget;
  const originCeiling = (limit / periodSeconds) * p.locations;
  for (const kind of LIFETIMES)
    if (origins.filter(({ families: served }) => served.includes(kind)).length !== 1) throw new Error(`refresh budget: ${kind} is not on exactly one origin`);
  // The busiest ordinary minute: an origin's refreshes (the loads that take a token: of stale
  // answers in memory KV had nothing fresher for, and of memory misses that found KV stale) against
  // its ceiling; those past it wait (the stale answer stands until a later request finds a token).
  // A full purge's first minute: an origin's refreshes (one per location and key asked), at most
  // its ceiling a second; the rest wait, worked through at the ceiling. Its families are served in
  // proportion to what they ask, so all of them are done when the origin is: within each family's
  // swr or not (a stale answer past swr is a miss a visitor waits on).
  const drainOf = (refreshes, kind) => {
    const seconds = refreshes / originCeiling;
    const swrSeconds = config.lifetimes[kind].swr;
    return { refreshes, seconds, swrSeconds, withinSwr: seconds <= swrSeconds };
  };
  const pools = origins.map(({ name, families: served }) => {
    const wanted = sum(served.map((kind) => tokensOf[kind] * p.peakFactor));
    const purgeRefreshes = sum(served.map((kind) => purgeMinuteLocationOf[kind]));
    const asked = purgeRefreshes / 60;
    return {
      name,
      families: served,
      ceilingPerSecond: originCeiling,
      busiestMinute: {
        wantedPerSecond: wanted,
        staleMissesPerSecond: sum(served.map((kind) => staleMissesOf[kind] * p.peakFactor)),
        waitingShare: wanted > 0 ? Math.max(0, wanted - originCeiling) / wanted : 0,
      },
      afterPurge: {
        refreshes: purgeRefreshes,
        askedPerSecond: asked,
        upstreamPerSecond: Math.min(asked, originCeiling),
        seconds: purgeRefreshes / originCeiling,
      },
    };
  });
  const poolOf = (kind) => pools.find(({ families: served }) => served.includes(kind));
  // Each family after a full purge (its origin's drain, if it asked for any), and purged alone
  // (its own refreshes, with its origin's whole ceiling: a catalogue change purges promotion).
  const drain = Object.fromEntries(
    LIFETIMES.map((kind) => [
      kind,
      purgeMinuteLocationOf[kind] > 0 ? { ...drainOf(poolOf(kind).afterPurge.refreshes, kind), refreshes: purgeMinuteLocationOf[kind] } : drainOf(0, kind),
    ]),
  );
  const alone = Object.fromEntries(LIFETIMES.map((kind) => [kind, drainOf(purgeMinuteLocationOf[kind], kind)]));
  const peakWanted = sum(pools.map(({ busiestMinute }) => busiestMinute.wantedPerSecond));

  // 4. The Worker: requests and CPU.
  const bffRate = viewRate * p.bffPerView;
  const requests = documents * isolates + dataRequests + bffRate + crawlerRenders;
  let cpu = 0;
  for (const { name, rates } of pageKeys) {
    const family = costs.families[name];
    const missed = missByFamily.get(name);
    const coldShare = missed && missed.asked > 0 ? missed.below / missed.asked : 0;
    const renderCpu = family.cpuMs.warm + (family.cpuMs.cold - family.cpuMs.warm) * coldShare;
    const familyDocuments = rates.reduce((total, rate) => total + rate, 0) * isolates;
    const familyRenders = rendersOf.get(name).reduce((total, rate) => total + rate, 0) * isolates;
    cpu += (familyDocuments - familyRenders) * family.cpuMs.cached + familyRenders * renderCpu;
    cpu += viewRate * p.dataShare * p.familyShares[name] * family.cpuMs.data;
    if (CRAWLED.has(name)) cpu += crawlRate * p.catalogue[name] * languages.length * family.cpuMs.cold;
  }
  cpu += bffRate * costs.bff.cpuMs;

  // 5. A month of it, and its price.
  const month = (rate) => rate * MONTH_SECONDS;
  const edgeHits = edgeAsked - edgeMisses;
  const quantities = {
    // A Workers Cache hit is billed as a request to the Worker, and uses no CPU.
    workerRequests: month(requests + edgeHits),
    workerCpuMs: month(cpu),
    kvReads: month(kvReads + purgeCheckReads),
    kvPurgeCheckReads: month(purgeCheckReads),
    kvWrites: month(upstreamRate),
    kvStorageGb: (kvStoredKeys * p.answerChars) / 1e9,
  };
  const cost = {
    base: PRICES.workersBase.usd,
    workerRequests: overage(PRICES.workerRequests, quantities.workerRequests),
    workerCpu: overage(PRICES.workerCpuMs, quantities.workerCpuMs),
    kvReads: overage(PRICES.kvReads, quantities.kvReads),
    kvWrites: overage(PRICES.kvWrites, quantities.kvWrites),
    kvStorage: Math.max(0, quantities.kvStorageGb - PRICES.kvStorageGb.included) * PRICES.kvStorageGb.usdPerUnit,
  };
  cost.total = sum(Object.values(cost));
  const humanDocuments = documents * isolates;
  return {
    views,
    isolates,
    edge: edge && { requests: month(edgeAsked), hitRatio: edgeAsked > 0 ? edgeHits / edgeAsked : 0, lifetimeSeconds: edge.lifetimeSeconds },
    keepSeconds: { pageCache: pageKeep, memory: memoryKeep },
    worker: { requests: month(requests), cpuMs: quantities.workerCpuMs, cpuMsPerRequest: cpu / requests },
    pageCache: {
      requests: month(humanDocuments),
      hitRatio: humanDocuments > 0 ? 1 - (renders * isolates) / humanDocuments : 0,
      renders: month(renders * isolates + crawlerRenders),
    },
    memory: { reads: month(reads), hitRatio: 1 - memoryMisses / reads, refreshLooks: month(refreshLooks), refreshes: month(refreshes) },
    kv: {
      reads: quantities.kvReads,
      // Of the reads, the purge times' (not answers: the hit ratio is of the answers' reads).
      purgeCheckReads: quantities.kvPurgeCheckReads,
      purgeCheckReadsPerSecond: purgeCheckReads,
      writes: month(upstreamRate),
      hitRatio: kvReads > 0 ? 1 - upstreamRate / kvReads : 1,
      busiestKey: busiest.key,
      busiestKeyWritesPerSecond: busiest.writesPerSecond,
      storedGb: quantities.kvStorageGb,
    },
    upstream: {
      requests: month(upstreamRate),
      meanPerSecond: upstreamRate,
      busiestMinutePerSecond: upstreamRate * p.peakFactor,
      afterPurgePerSecond: { isolate: purgeMinuteIsolate / 60, coordinated: purgeMinuteCoordinated / 60 },
      // A deploy's new isolates read the purge times too (each at its first request, then every purgeCheckSeconds).
      afterDeployKvReadsPerSecond: deployMinuteKvReads / 60 + purgeCheckReads,
    },
    refreshBudget: {
      limit,
      periodSeconds,
      locations: p.locations,
      purgeCheckSeconds: p.purgeCheckSeconds,
      originCeilingPerSecond: originCeiling,
      ceilingPerSecond: originCeiling * pools.length,
      origins: pools,
      busiestMinute: {
        wantedPerSecond: peakWanted,
        waitingShare: peakWanted > 0 ? sum(pools.map(({ busiestMinute: b }) => b.wantedPerSecond * b.waitingShare)) / peakWanted : 0,
      },
      afterPurge: {
        askedPerSecond: sum(pools.map(({ afterPurge }) => afterPurge.askedPerSecond)),
        upstreamPerSecond: sum(pools.map(({ afterPurge }) => afterPurge.upstreamPerSecond)),
        drain,
      },
      purgedAlone: alone,
    },
    cost,
  };
}
