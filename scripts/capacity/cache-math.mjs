// The arithmetic of caches the capacity model (./model.mjs) is built from: a popularity law, how
// often a cache with a lifetime asks the layer below it, how long a bounded cache keeps an entry,
// and how many distinct things a cold start asks for in its first minute. Each is a textbook
// approximation for requests that arrive at random (Poisson), named where it is used;
// tests/unit/capacity-model.test.ts checks them against cases worked by hand and a replay.

/**
 * Zipf's law over `n` items: the share of requests for the item of rank r (1-based) is
 * r^-alpha / H(n, alpha). Returned as a Float64Array of shares that sum to 1.
 */
export function zipfShares(n, alpha) {
  const shares = new Float64Array(n);
  let total = 0;
  for (let rank = 1; rank <= n; rank++) {
    shares[rank - 1] = rank ** -alpha;
    total += shares[rank - 1];
  }
  for (let i = 0; i < n; i++) shares[i] /= total;
  return shares;
}

/**
 * Loads per second from a cache whose entry lives `lifetime` seconds from the load that filled
 * it, for one key asked `rate` times a second: each load is followed by a fresh spell of
 * `lifetime`, then by the wait for the next request (mean 1/rate). Renewal theory gives
 * rate / (1 + rate x lifetime). A stale-while-revalidate answer still costs its refresh, so the
 * lifetime is the entry's fresh time, and the loads are the same whether the visitor waited.
 */
export function loadsPerSecond(rate, lifetime) {
  if (rate <= 0) return 0;
  if (!Number.isFinite(lifetime)) return 0;
  return rate / (1 + rate * lifetime);
}

/**
 * The characteristic time of a least-recently-used cache of `capacity` bytes (Che's
 * approximation): the time T after its last request that an entry survives, the root of
 * sum_i size_i x (1 - e^(-rate_i x T)) = capacity. Infinite when everything fits.
 * `rates` and `sizes` are parallel arrays (Float64Array or number[]).
 */
export function characteristicTime(rates, sizes, capacity) {
  let everything = 0;
  for (let i = 0; i < rates.length; i++) if (rates[i] > 0) everything += sizes[i];
  if (everything <= capacity) return Number.POSITIVE_INFINITY;
  const filled = (t) => {
    let sum = 0;
    for (let i = 0; i < rates.length; i++) sum += sizes[i] * -Math.expm1(-rates[i] * t);
    return sum;
  };
  let low = 0;
  let high = 1;
  while (filled(high) < capacity) high *= 2;
  for (let step = 0; step < 60; step++) {
    const mid = (low + high) / 2;
    if (filled(mid) < capacity) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Loads per second from a bounded cache with lifetimes: an entry leaves when its lifetime ends or
 * when `keep` seconds pass without a request (Che), whichever comes first. The larger of the two
 * causes' loads: lifetime alone gives loadsPerSecond; eviction alone loads on each request that
 * comes more than `keep` after the one before (probability e^(-rate x keep)). Exact at either end
 * (all fits; lifetimes far longer than keep) and within a few per cent between (the replay in the
 * test measures it).
 */
export function boundedLoadsPerSecond(rate, lifetime, keep) {
  if (rate <= 0) return 0;
  const byLifetime = loadsPerSecond(rate, lifetime);
  const byEviction = Number.isFinite(keep) ? rate * Math.exp(-rate * keep) : 0;
  return Math.min(rate, Math.max(byLifetime, byEviction));
}

/**
 * How many of `copies` cold caches ask for a key in a window of `seconds`, each cache seeing
 * `rate` requests a second for it: copies x (1 - e^(-rate x seconds)). A cold start's first minute
 * asks the layer below for each such key once per cache (one flight per key per isolate).
 */
export function firstAsks(rate, copies, seconds) {
  return copies * -Math.expm1(-rate * seconds);
}
