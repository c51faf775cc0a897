import type { CheckoutComplete, CheckoutRequest, CheckoutSession } from '../../shared/schemas/subscription';
import { SUBSCRIPTION_TOKEN } from '../../shared/subscription-token';

// The pricing page imports this module when a plan is chosen or a return is completed. It reads
// the answers of the site's own BFF (worker/api/subscription.ts), which has already checked the
// payment provider's answers with their zod schemas, so it only checks the field it uses: zod
// here cost every visitor of the pricing page about 25 KB of gzip, fetched at idle (issue 46).

/** The session's web address, if the BFF's answer is a session with an http(s) one. */
function sessionUrl(body: unknown): string | null {
  const url = (body as Partial<CheckoutSession> | null)?.url;
  if (typeof url !== 'string') return null;
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/** Whether the BFF's answer says the session is complete. */
const isComplete = (body: unknown) => (body as Partial<CheckoutComplete> | null)?.status === 'complete';

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
    const url = sessionUrl(await response.json());
    return url ? { kind: 'ready', url } : { kind: 'failed' };
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
    return isComplete(await response.json()) ? 'complete' : 'failed';
  } catch {
    return 'failed';
  }
}

export { COMPLETED_SESSIONS_KEY, rememberCompleted, wasCompleted } from './checkout-memory';
