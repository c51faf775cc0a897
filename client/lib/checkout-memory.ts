// The sessions this tab has completed: read as the pricing page loads, so apart from ./checkout.ts
// and its schemas.

/** Where this tab remembers the sessions it has completed (sessionStorage: one tab, survives a reload). */
export const COMPLETED_SESSIONS_KEY = 'nkoda:checkout-completed';
/** Sessions remembered at most; the oldest go first. */
const COMPLETED_SESSIONS_MAX = 20;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function completedIn(store: SessionStore): string[] {
  try {
    const ids: unknown = JSON.parse(store.getItem(COMPLETED_SESSIONS_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this tab has completed the session already (a reload of the return address). */
export function wasCompleted(store: SessionStore | null, checkoutSessionId: string): boolean {
  return store !== null && completedIn(store).includes(checkoutSessionId);
}

/**
 * Remembers a completed session, so a reload shows the success again without asking upstream.
 * A browser that refuses storage (private modes, quota) only loses that: completing again is
 * harmless upstream.
 */
export function rememberCompleted(store: SessionStore | null, checkoutSessionId: string): void {
  if (store === null) return;
  const ids = completedIn(store).filter((id) => id !== checkoutSessionId);
  ids.push(checkoutSessionId);
  try {
    store.setItem(COMPLETED_SESSIONS_KEY, JSON.stringify(ids.slice(-COMPLETED_SESSIONS_MAX)));
  } catch {
    // Not remembered; see above.
  }
}
