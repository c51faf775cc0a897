import type { KVNamespace } from '@cloudflare/workers-types';
import { SharedFlights } from './shared-flights';

/**
 * When each cache family was last purged (decision 064). A purge deletes nothing: an upstream
 * answer fetched before its family's purge is stale, served at once while one refresh runs, as
 * an answer past its maxAge is (decision 002). So a purge costs one KV write, never a burst of
 * misses a visitor waits on.
 *
 * The times are one KV value, read by each isolate at most every HOLD_MS (one billed read per
 * live isolate per 30 s, whatever the traffic: `npm run capacity` counts it). A purge is seen by
 * its own isolate at once, by others in its location within HOLD_MS and elsewhere within KV's
 * propagation (about 60 s) plus HOLD_MS.
 */

/** The families a purge names: the cache lifetimes' families (worker/upstream/families.ts). */
export const CACHE_FAMILIES = ['promotion', 'search', 'cms', 'prices'] as const;
export type CacheFamily = (typeof CACHE_FAMILIES)[number];

/** Last purge per family, ms since epoch (0: never). */
export type PurgeTimes = Readonly<Record<CacheFamily, number>>;

/** The KV key holding the times: outside the `up:` answers' prefix (./keys.ts). */
export const PURGE_TIMES_KEY = 'purges';

/** How long an isolate trusts the times it read. */
export const HOLD_MS = 30_000;

/** A value for each family. */
const byFamily = (value: (family: CacheFamily) => number): PurgeTimes =>
  Object.fromEntries(CACHE_FAMILIES.map((family) => [family, value(family)])) as Record<CacheFamily, number>;

const NEVER: PurgeTimes = byFamily(() => 0);

/** A read of the times slower than this is given up on: the answers' own lifetimes hold meanwhile. */
const READ_WAIT_MS = 2000;

let held: { times: PurgeTimes; readAt: number } | undefined;
/**
 * The read under way, shared by this isolate's requests the way answers' reads are
 * (./shared-flights.ts): only the request that started it awaits its promise, so a request torn
 * down mid-read cannot leave the others waiting on a promise that never settles.
 */
const reads = new SharedFlights<PurgeTimes>();

/** The stored times, each family's a non-negative number; anything else counts as never purged. */
function parse(text: string | null): PurgeTimes {
  let stored: unknown;
  try {
    stored = text === null ? null : JSON.parse(text);
  } catch {
    return NEVER;
  }
  const time = (t: unknown) => (typeof t === 'number' && Number.isFinite(t) && t > 0 ? t : 0);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return byFamily((family) => time(record[family]));
}

async function readTimes(kv: KVNamespace): Promise<PurgeTimes> {
  try {
    return parse(await kv.get(PURGE_TIMES_KEY, 'text'));
  } catch {
    // KV unreachable: the answers' own lifetimes still hold, as before any purge existed.
    return held?.times ?? NEVER;
  }
}

/** Who is asking: the request (compared by identity) and its waitUntil, as for an answer's read. */
export interface PurgeTimesAsker {
  owner: unknown;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The families' purge times, from memory while held, else one KV read shared by this isolate's requests. */
export async function purgeTimes(kv: KVNamespace, asker: PurgeTimesAsker, now = Date.now()): Promise<PurgeTimes> {
  if (held && now - held.readAt < HOLD_MS) return held.times;
  const read = async () => {
    const times = later(held?.times ?? NEVER, await readTimes(kv));
    held = { times, readAt: Date.now() };
    return times;
  };
  const outcome = await reads.join(PURGE_TIMES_KEY, read, { ...asker, maxMs: READ_WAIT_MS, waitMs: READ_WAIT_MS });
  return outcome.kind === 'value' ? outcome.value : (held?.times ?? NEVER);
}

/** Each family's later time of two (a KV location may still hold an older value than this isolate saw). */
const later = (a: PurgeTimes, b: PurgeTimes): PurgeTimes => byFamily((family) => Math.max(a[family], b[family]));

/** The latest purge of any family: a rendered page may hold answers of every family. */
export const latestPurge = (times: PurgeTimes): number => Math.max(...CACHE_FAMILIES.map((family) => times[family]));

/**
 * Marks every answer of `families` fetched before `at` stale: one KV write of the merged times.
 * The read before it is this location's copy, which has every purge sent through this location
 * (KV reads its own location's writes); the webhooks come from the CMS and the catalogue service,
 * each through the location nearest it.
 */
export async function purgeFamilies(kv: KVNamespace, families: readonly CacheFamily[], at: number): Promise<PurgeTimes> {
  const stored = await readTimes(kv);
  const marked = { ...stored };
  for (const family of families) marked[family] = Math.max(marked[family], at);
  // Never expires: the times must outlive every answer they make stale.
  await kv.put(PURGE_TIMES_KEY, JSON.stringify(marked));
  const times = later(held?.times ?? NEVER, marked);
  held = { times, readAt: Date.now() };
  return times;
}

/** Forgets the times this isolate holds, as a newly started isolate has none (tests). */
export function forgetPurgeTimes(): void {
  held = undefined;
  reads.clear();
}
