import { checkoutSessionSchema, SUBSCRIPTION_TOKEN, type CheckoutRequest } from '../../shared/schemas/subscription';

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
