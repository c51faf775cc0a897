import { checkoutCompleteSchema, checkoutSessionSchema, SUBSCRIPTION_TOKEN, type CheckoutRequest } from '../../shared/schemas/subscription';

/** The BFF call that makes a checkout session (worker/api/subscription.ts). */
export const CHECKOUT_SESSION_PATH = '/api/v4/stripeSubscription/session';

export type CheckoutStart = { kind: 'ready'; url: string } | { kind: 'failed' };

/** A `?discount=` worth forwarding: a plain code, else none (the BFF would refuse it). */
export function discountCode(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && SUBSCRIPTION_TOKEN.test(code) ? code : undefined;
}

/**
 * Asks the BFF for a checkout session for one plan. Anything but a session with a web address
 * (network error, 4xx, 5xx, a malformed answer) is a failure the page reports next to the button.
 */
export async function createCheckout(plan: CheckoutRequest, discount: string | undefined): Promise<CheckoutStart> {
  const query = discount ? `?${new URLSearchParams({ discount })}` : '';
  try {
    const response = await fetch(`${CHECKOUT_SESSION_PATH}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ productId: plan.productId, planId: plan.planId }),
    });
    if (!response.ok) return { kind: 'failed' };
    const session = checkoutSessionSchema.safeParse(await response.json());
    if (!session.success || !/^https?:$/.test(new URL(session.data.url).protocol)) return { kind: 'failed' };
    return { kind: 'ready', url: session.data.url };
  } catch {
    return { kind: 'failed' };
  }
}

/** The BFF call that completes a session the visitor has paid for. */
export const completePath = (checkoutSessionId: string) => `${CHECKOUT_SESSION_PATH}/${encodeURIComponent(checkoutSessionId)}/complete`;

/**
 * How completing went: done; refused by the provider (an unknown or foreign session: trying
 * again will not help); or failed on the way (network, 5xx, a malformed answer: it may).
 */
export type CheckoutCompletion = 'complete' | 'refused' | 'failed';

/** Asks the BFF to complete a paid session. Never throws. */
export async function completeCheckout(checkoutSessionId: string): Promise<CheckoutCompletion> {
  try {
    // No body, but the JSON type the BFF asks of every POST (a cross-site form cannot send it).
    const response = await fetch(completePath(checkoutSessionId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    if (response.status >= 400 && response.status < 500) return 'refused';
    if (!response.ok) return 'failed';
    return checkoutCompleteSchema.safeParse(await response.json()).success ? 'complete' : 'failed';
  } catch {
    return 'failed';
  }
}

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
