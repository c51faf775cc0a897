import type { KVNamespace } from '@cloudflare/workers-types';
import { MEMORY_LAYER_BYTES } from './isolate-sizes';
import { MemoryLayer } from './memory';
import { SharedFlights, type FlightOutcome } from './shared-flights';
import { forStatus, kvTtl, type CacheStrategy } from './strategies';

/** An upstream answer worth keeping: 2xx bodies and 404s. */
export interface CachedAnswer {
  status: number;
  body: unknown;
  /** When upstream gave it (ms since epoch), when not just now: a coordinator's held answer. */
  fetchedAt?: number;
}

interface StoredEntry extends CachedAnswer {
  /** Put time, ms since epoch. */
  t: number;
}

export type CacheOutcome = 'hit' | 'miss' | 'shared' | 'stale' | 'stale-if-error';

/** Joins the upstream load of a key (started by this request or another) and waits at most `waitMs`. */
export type JoinLoad = (waitMs: number) => Promise<FlightOutcome<CachedAnswer>>;

export interface CachedReadOptions {
  kv: KVNamespace;
  key: string;
  strategy: CacheStrategy;
  /**
   * One upstream call; throws when upstream is unavailable. Concurrent misses of `key` in this
   * isolate share one call, and a background refresh is one too, so it has no deadline of any
   * one request: it is bounded by its own timeout, `loadMaxMs`.
   */
  load: () => Promise<CachedAnswer>;
  /** The longest one `load` can take. A shared load that has not ended by then is written off. */
  loadMaxMs: number;
  /**
   * How this request waits for the shared load: how long, and whether it joins again after a
   * failure. Default: wait up to loadMaxMs, once, and take what comes.
   */
  waitForLoad?: (join: JoinLoad) => Promise<CachedAnswer>;
  /** Re-checks a stored 2xx body against its schema; a failed check is a miss. */
  validate?: (body: unknown) => boolean;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * Background work that may wait until the reading request has sent what it is busy with (a
   * page's first byte): the KV write of a fresh answer. The answer is in this isolate's memory at
   * once either way; without it the write is started at once.
   */
  later?: (work: () => Promise<unknown>) => void;
  /** The request reading (compared by identity): its own concurrent reads of a key share without polling. */
  owner?: unknown;
  /** False: read and write KV only, leaving this isolate's memory layer as it was (default true). */
  keepInMemory?: boolean;
  now?: () => number;
  /** Called once per background refresh failure, for logs. */
  onRefreshError?: (error: unknown) => void;
  /**
   * When the key's family was last purged (ms since epoch; ./purges.ts): an answer fetched
   * before it is stale whatever its age. Read alongside the entry, so it adds no wait.
   */
  purgedAt?: Promise<number>;
  /**
   * Asked before a background refresh calls upstream (decision 064's budget): false leaves the
   * stale answer standing until a later request. Misses never ask: a visitor waits on them.
   */
  refreshAllowed?: () => Promise<boolean>;
  /** Called when a refresh was held back by `refreshAllowed`, for logs. */
  onRefreshDeferred?: () => void;
  /**
   * Called when neither memory nor KV has a value to answer with, just before the read starts
   * waiting on an upstream call (its own or one under way): from then on the answer is a round
   * trip away. A render uses it to stream a deferred value rather than wait for it (shared/framework/server/read-tracker.ts).
   */
  onMiss?: () => void;
}

export interface CachedReadResult extends CachedAnswer {
  outcome: CacheOutcome;
  /** Seconds since the answer was fetched from upstream. */
  age: number;
}

/**
 * Upstream calls and KV reads under way in this isolate, by key. An isolate serves many
 * requests at once: without these, a burst of visitors on an unread page would each read KV and
 * call upstream for the same answer, and a burst on a stale one would each start a refresh.
 */
const loads = new SharedFlights<CachedAnswer>();
const kvReads = new SharedFlights<{ entry: StoredEntry; size: number } | null>();

/** A KV read slower than this is taken as a miss by those waiting (the read itself goes on). */
const KV_READ_WAIT_MS = 2000;

/** Hot upstream answers of this isolate. */
const memory = new MemoryLayer<StoredEntry>(MEMORY_LAYER_BYTES);

/** Empties this isolate's memory layer, as a newly started isolate would have it. */
export function forgetIsolateMemory(): void {
  memory.clear();
  loads.clear();
  kvReads.clear();
}

function cacheable(answer: CachedAnswer): boolean {
  return (answer.status >= 200 && answer.status < 300) || answer.status === 404;
}

function usable(options: CachedReadOptions, entry: StoredEntry | null | undefined): entry is StoredEntry {
  if (!entry || typeof entry.t !== 'number' || typeof entry.status !== 'number') return false;
  return !(entry.status < 300 && options.validate && !options.validate(entry.body));
}

/** One KV read of `key`, parsed; null for a missing, unreadable or malformed value. */
async function readKv(kv: KVNamespace, key: string): Promise<{ entry: StoredEntry; size: number } | null> {
  let text: string | null;
  try {
    text = await kv.get(key, 'text');
  } catch {
    // A KV outage must not take the page down: treat it as a miss.
    return null;
  }
  if (text === null) return null;
  try {
    return { entry: JSON.parse(text) as StoredEntry, size: text.length };
  } catch {
    return null;
  }
}

/** Where a read found its entry: this isolate's memory, or KV (which every isolate writes). */
type Found = { entry: StoredEntry; from: 'memory' | 'kv' };

/** KV's entry for the key, read once for all of this isolate's concurrent reads of it. */
async function sharedKvRead(options: CachedReadOptions): Promise<{ entry: StoredEntry; size: number } | null> {
  // Concurrent reads of one key share one KV read; each checks the value with its own schema.
  const read = await kvReads.join(options.key, () => readKv(options.kv, options.key), {
    owner: options.owner,
    waitUntil: options.waitUntil,
    maxMs: KV_READ_WAIT_MS,
    waitMs: KV_READ_WAIT_MS,
  });
  return read.kind === 'value' ? read.value : null;
}

async function readEntry(options: CachedReadOptions): Promise<Found | null> {
  const inMemory = options.keepInMemory !== false;
  const local = inMemory ? memory.get(options.key) : undefined;
  if (usable(options, local)) return { entry: local, from: 'memory' };
  const found = await sharedKvRead(options);
  if (!found || !usable(options, found.entry)) {
    // A load of this key may have finished while KV was being read: its answer is in memory at
    // once, its KV write lands later. Without this look the caller starts a second upstream call
    // for the key (the burst test saw it once: 32 renders, the related editions read twice).
    const landed = inMemory ? memory.get(options.key) : undefined;
    return usable(options, landed) ? { entry: landed, from: 'memory' } : null;
  }
  if (inMemory) memory.set(options.key, found.entry, found.size);
  return { entry: found.entry, from: 'kv' };
}

/**
 * The refresh of an entry this isolate's memory holds stale. Another isolate may have refreshed
 * the key since, and KV has its answer: a fresh one there is taken instead of calling upstream.
 * Without this look every isolate called upstream and wrote KV once per lifetime for each key
 * it serves: a third of all KV writes, which were 79-89 % of the monthly cost (decision 063).
 * Then the refresh budget: without a token the stale answer stands, and nothing is written.
 */
function refreshOf(options: CachedReadOptions, stale: Found, purgedAt: number): () => Promise<CachedAnswer> {
  return async () => {
    const found = stale.from === 'memory' ? await sharedKvRead(options) : null;
    const entry = found?.entry;
    if (found && usable(options, entry) && entry.t > stale.entry.t && isFresh(options, entry, purgedAt, (options.now ?? Date.now)())) {
      memory.set(options.key, entry, found.size);
      return { status: entry.status, body: entry.body, fetchedAt: entry.t };
    }
    if (options.refreshAllowed && !(await options.refreshAllowed())) {
      options.onRefreshDeferred?.();
      return { status: stale.entry.status, body: stale.entry.body, fetchedAt: stale.entry.t };
    }
    return loadAndStore(options)();
  };
}

/** Seconds since `t` (ms since epoch), never below zero. */
const ageOf = (t: number, now: number): number => Math.max(0, (now - t) / 1000);

/** Within its lifetime's maxAge, and fetched after its family's last purge. */
function isFresh(options: CachedReadOptions, entry: StoredEntry, purgedAt: number, now: number): boolean {
  return entry.t >= purgedAt && ageOf(entry.t, now) < forStatus(options.strategy, entry.status).maxAge;
}

function store(options: CachedReadOptions, answer: CachedAnswer, now: number): void {
  if (!cacheable(answer)) return;
  const entry: StoredEntry = { status: answer.status, body: answer.body, t: answer.fetchedAt ?? now };
  const text = JSON.stringify(entry);
  if (options.keepInMemory !== false) memory.set(options.key, entry, text.length);
  const ttl = kvTtl(forStatus(options.strategy, answer.status));
  const write = () => options.kv.put(options.key, text, { expirationTtl: ttl }).catch(() => {});
  if (options.later) options.later(write);
  else options.waitUntil(write());
}

/**
 * Calls upstream and keeps the answer: the work of one shared load. The answer is dated from
 * when the call started: one that began before a purge is as old as what the purge replaced.
 */
function loadAndStore(options: CachedReadOptions): () => Promise<CachedAnswer> {
  return async () => {
    const startedAt = (options.now ?? Date.now)();
    const answer = await options.load();
    store(options, answer, startedAt);
    return answer;
  };
}

/** The default wait: the whole load, and a new one if the load found was written off. */
async function waitOnce(join: JoinLoad, maxMs: number): Promise<CachedAnswer> {
  let outcome = await join(maxMs);
  if (outcome.kind === 'overdue') outcome = await join(maxMs);
  if (outcome.kind === 'value') return outcome.value;
  throw outcome.kind === 'error' ? outcome.error : new Error(`upstream load ${outcome.kind}`);
}

export async function cachedRead(options: CachedReadOptions): Promise<CachedReadResult> {
  const now = (options.now ?? Date.now)();
  const [found, purgedAt] = await Promise.all([readEntry(options), options.purgedAt ?? 0]);
  const entry = found?.entry;

  if (found && entry) {
    const age = ageOf(entry.t, now);
    const strategy = forStatus(options.strategy, entry.status);
    if (isFresh(options, entry, purgedAt, now)) return { status: entry.status, body: entry.body, outcome: 'hit', age };
    if (age < strategy.maxAge + strategy.swr) {
      // One refresh per key: none starts while a load of it (a refresh or a miss) is under way.
      const refresh = () =>
        refreshOf(options, found, purgedAt)().catch((error: unknown) => {
          options.onRefreshError?.(error);
          throw error;
        });
      loads.start(options.key, refresh, { owner: options.owner, waitUntil: options.waitUntil, maxMs: options.loadMaxMs });
      return { status: entry.status, body: entry.body, outcome: 'stale', age };
    }
  }

  options.onMiss?.();
  let led = false;
  const join: JoinLoad = (waitMs) => {
    // Synchronous up to the join: no other request can start the load in between.
    led ||= !loads.has(options.key);
    return loads.join(options.key, loadAndStore(options), { owner: options.owner, waitUntil: options.waitUntil, maxMs: options.loadMaxMs, waitMs });
  };
  try {
    const { fetchedAt, ...answer } = await (options.waitForLoad ? options.waitForLoad(join) : waitOnce(join, options.loadMaxMs));
    const age = fetchedAt === undefined ? 0 : ageOf(fetchedAt, (options.now ?? Date.now)());
    return { ...answer, outcome: led ? 'miss' : 'shared', age };
  } catch (error) {
    if (entry) {
      const age = ageOf(entry.t, now);
      const strategy = forStatus(options.strategy, entry.status);
      if (age < strategy.maxAge + strategy.swr + strategy.staleIfError) {
        return { status: entry.status, body: entry.body, outcome: 'stale-if-error', age };
      }
    }
    throw error;
  }
}
