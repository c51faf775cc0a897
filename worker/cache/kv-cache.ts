import type { KVNamespace } from '@cloudflare/workers-types';
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
  /** Re-checks a stored 2xx body against its schema; a failed check is a miss. */
  validate?: (body: unknown) => boolean;
  waitUntil: (promise: Promise<unknown>) => void;
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

function cacheable(answer: CachedAnswer): boolean {
  return (answer.status >= 200 && answer.status < 300) || answer.status === 404;
}

async function readEntry(options: CachedReadOptions): Promise<StoredEntry | null> {
  let entry: StoredEntry | null;
  try {
    entry = await options.kv.get<StoredEntry>(options.key, 'json');
  } catch {
    // A KV outage or a corrupt value must not take the page down: treat it as a miss.
    return null;
  }
  if (!entry || typeof entry.t !== 'number' || typeof entry.status !== 'number') return null;
  if (entry.status < 300 && options.validate && !options.validate(entry.body)) return null;
  return entry;
}

function store(options: CachedReadOptions, answer: CachedAnswer, now: number): void {
  if (!cacheable(answer)) return;
  const entry: StoredEntry = { status: answer.status, body: answer.body, t: now };
  const ttl = kvTtl(forStatus(options.strategy, answer.status));
  options.waitUntil(options.kv.put(options.key, JSON.stringify(entry), { expirationTtl: ttl }).catch(() => {}));
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
        const refresh = options
          .load()
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
