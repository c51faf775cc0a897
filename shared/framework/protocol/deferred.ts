/**
 * A deferred value: a field of a page's loader data that may arrive after the rest: on the server a promise (the page
 * streams its shell first and this value when it resolves); in the browser the value from the
 * transfer state on hydration, and on a client navigation the value when it was already read,
 * else a promise the page's Suspense boundary waits for (shared/framework/page/defer.ts).
 * Deferred reads never reject: a failure is a value the page can show.
 */
export type Deferred<T> = T | Promise<T>;

/** Which top-level keys of each route's loader data streamed after the shell. */
export type DeferredKeys = Record<string, string[]>;

/** A deferred value of a route's loader data still on its way. */
export interface PendingDeferred {
  route: string;
  key: string;
  value: Promise<unknown>;
}

/**
 * The loader data split in two: what is there now (each route's data without its deferred
 * values), and the values still promises, named by route and key.
 */
export function splitDeferred(loaderData: Record<string, unknown>): { now: Record<string, unknown>; pending: PendingDeferred[] } {
  const now: Record<string, unknown> = {};
  const pending: PendingDeferred[] = [];
  for (const [route, data] of Object.entries(loaderData)) {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      now[route] = data;
      continue;
    }
    const ready: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (value instanceof Promise) pending.push({ route, key, value });
      else ready[key] = value;
    }
    now[route] = ready;
  }
  return { now, pending };
}

/** Which keys of each route's data `pending` names. */
export function pendingKeys(pending: readonly PendingDeferred[]): DeferredKeys {
  const keys: DeferredKeys = {};
  for (const { route, key } of pending) (keys[route] ??= []).push(key);
  return keys;
}

/**
 * The loader data with every deferred value resolved, for the transfer state, and which values
 * were still promises (so the browser meets the same Suspense boundaries when it hydrates).
 */
export async function settleDeferred(loaderData: Record<string, unknown>): Promise<{ loaderData: Record<string, unknown>; deferredKeys: DeferredKeys }> {
  const { pending } = splitDeferred(loaderData);
  const values = await Promise.all(pending.map(({ value }) => value));
  const settled = new Map<unknown, unknown>(pending.map(({ value }, index) => [value, values[index]]));
  // Each route's data as it was, its keys in their order, every promise replaced by its value.
  const resolved = (data: unknown) =>
    data === null || typeof data !== 'object' || Array.isArray(data)
      ? data
      : Object.fromEntries(Object.entries(data).map(([key, value]) => [key, settled.has(value) ? settled.get(value) : value]));
  return { loaderData: Object.fromEntries(Object.entries(loaderData).map(([route, data]) => [route, resolved(data)])), deferredKeys: pendingKeys(pending) };
}

/**
 * In the browser: each deferred value the server streamed becomes a promise already settled with its
 * value, marked the way React's `use` marks a promise it has seen fulfilled, so the value renders
 * inside its boundary at once, with no suspension, just as the server's HTML has it.
 */
export function reviveDeferred(loaderData: Record<string, unknown>, deferredKeys: DeferredKeys | undefined): Record<string, unknown> {
  if (!deferredKeys) return loaderData;
  const revived = { ...loaderData };
  for (const [routeId, keys] of Object.entries(deferredKeys)) {
    const data = { ...(revived[routeId] as Record<string, unknown>) };
    for (const key of keys) {
      const value = data[key];
      const settled = Promise.resolve(value);
      Object.assign(settled, { status: 'fulfilled', value });
      data[key] = settled;
    }
    revived[routeId] = data;
  }
  return revived;
}

/**
 * How long a server render waits for a deferred value before streaming it instead: answers from
 * the cache arrive well within this, so a warm render puts the value in the shell (and no-JS
 * visitors see it); only a value waiting on upstream is streamed.
 */
export const DEFER_BUDGET_MS = 10;
