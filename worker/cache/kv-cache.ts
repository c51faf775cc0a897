import type { KVNamespace } from '@cloudflare/workers-types';
import { MemoryLayer } from './memory';
import { forStatus, kvTtl, type CacheStrategy } from './strategies';

/** An upstream answer worth keeping: 2xx bodies and 404s. */
export interface CachedAnswer {
  status: number;
  body: unknown;
}

interface StoredEntry extends CachedAnswer {
  /** Put time, ms since epoch. */
  t: number;
}

export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'stale-if-error';

export interface CachedReadOptions {
  kv: KVNamespace;
  key: string;
  strategy: CacheStrategy;
  /** Calls upstream; throws when upstream is unavailable. */
  load: () => Promise<CachedAnswer>;
  /** Calls upstream for a background refresh, when that differs from `load` (defaults to it). */
  refresh?: () => Promise<CachedAnswer>;
  /** Re-checks a stored 2xx body against its schema; a failed check is a miss. */
  validate?: (body: unknown) => boolean;
  waitUntil: (promise: Promise<unknown>) => void;
  /** False: read and write KV only, leaving this isolate's memory layer as it was (default true). */
  keepInMemory?: boolean;
  now?: () => number;
  /** Called once per background refresh failure, for logs. */
  onRefreshError?: (error: unknown) => void;
}

export interface CachedReadResult extends CachedAnswer {
  outcome: CacheOutcome;
  /** Seconds since the answer was fetched from upstream. */
  age: number;
}

/**
 * Keys refreshing in this isolate. An isolate serves many requests at once; without this a
 * burst of requests for one stale key would each start their own upstream call.
 */
const refreshing = new Set<string>();

/** Isolates have 128 MB; a few MB of hot upstream answers saves most KV reads. */
const memory = new MemoryLayer<StoredEntry>(8 * 1024 * 1024);

/** Empties this isolate's memory layer, as a newly started isolate would have it. */
export function forgetIsolateMemory(): void {
  memory.clear();
}

function cacheable(answer: CachedAnswer): boolean {
  return (answer.status >= 200 && answer.status < 300) || answer.status === 404;
}

function usable(options: CachedReadOptions, entry: StoredEntry | null | undefined): entry is StoredEntry {
  if (!entry || typeof entry.t !== 'number' || typeof entry.status !== 'number') return false;
  return !(entry.status < 300 && options.validate && !options.validate(entry.body));
}

async function readEntry(options: CachedReadOptions): Promise<StoredEntry | null> {
  const inMemory = options.keepInMemory !== false;
  const local = inMemory ? memory.get(options.key) : undefined;
  if (usable(options, local)) return local;
  let text: string | null;
  try {
    text = await options.kv.get(options.key, 'text');
  } catch {
    // A KV outage must not take the page down: treat it as a miss.
    return null;
  }
  if (text === null) return null;
  let entry: StoredEntry;
  try {
    entry = JSON.parse(text) as StoredEntry;
  } catch {
    return null;
  }
  if (!usable(options, entry)) return null;
  if (inMemory) memory.set(options.key, entry, text.length);
  return entry;
}

function store(options: CachedReadOptions, answer: CachedAnswer, now: number): void {
  if (!cacheable(answer)) return;
  const entry: StoredEntry = { status: answer.status, body: answer.body, t: now };
  const text = JSON.stringify(entry);
  if (options.keepInMemory !== false) memory.set(options.key, entry, text.length);
  const ttl = kvTtl(forStatus(options.strategy, answer.status));
  options.waitUntil(options.kv.put(options.key, text, { expirationTtl: ttl }).catch(() => {}));
}

export async function cachedRead(options: CachedReadOptions): Promise<CachedReadResult> {
  const now = (options.now ?? Date.now)();
  const entry = await readEntry(options);

  if (entry) {
    const age = Math.max(0, (now - entry.t) / 1000);
    const strategy = forStatus(options.strategy, entry.status);
    if (age < strategy.maxAge) return { status: entry.status, body: entry.body, outcome: 'hit', age };
    if (age < strategy.maxAge + strategy.swr) {
      if (!refreshing.has(options.key)) {
        refreshing.add(options.key);
        const refresh = (options.refresh ?? options.load)()
          .then((answer) => store(options, answer, (options.now ?? Date.now)()))
          .catch((error) => options.onRefreshError?.(error))
          .finally(() => refreshing.delete(options.key));
        options.waitUntil(refresh);
      }
      return { status: entry.status, body: entry.body, outcome: 'stale', age };
    }
  }

  try {
    const answer = await options.load();
    store(options, answer, now);
    return { ...answer, outcome: 'miss', age: 0 };
  } catch (error) {
    if (entry) {
      const age = Math.max(0, (now - entry.t) / 1000);
      const strategy = forStatus(options.strategy, entry.status);
      if (age < strategy.maxAge + strategy.swr + strategy.staleIfError) {
        return { status: entry.status, body: entry.body, outcome: 'stale-if-error', age };
      }
    }
    throw error;
  }
}
