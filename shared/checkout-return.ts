import { SUBSCRIPTION_TOKEN } from './subscription-token';

/**
 * The address the payment provider sends a visitor back to after paying: the worker writes it
 * into each session, the pricing page reads it. The provider (Stripe Checkout) replaces the
 * placeholder with the session's id, so it must reach the provider as it is, unencoded.
 */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** `?checkout=complete&session_id=…` as the provider fills it in. */
export const CHECKOUT_RETURN_PARAMS = { checkout: 'checkout', complete: 'complete', sessionId: 'session_id' } as const;

/** The success address's query, placeholder and all (no URLSearchParams: it would encode the braces). */
export const CHECKOUT_SUCCESS_QUERY = [
  `${CHECKOUT_RETURN_PARAMS.checkout}=${CHECKOUT_RETURN_PARAMS.complete}`,
  `${CHECKOUT_RETURN_PARAMS.sessionId}=${CHECKOUT_SESSION_PLACEHOLDER}`,
].join('&');

/**
 * What a pricing address says about a return from checkout: nothing, a session to complete, or
 * a return whose session id is missing or not a plain id (a placeholder left unfilled, a link
 * cut short), which cannot be completed and must not be sent on.
 */
export type CheckoutReturn = { kind: 'complete'; sessionId: string } | { kind: 'unusable' };

export function checkoutReturnOf(params: URLSearchParams): CheckoutReturn | null {
  if (params.get(CHECKOUT_RETURN_PARAMS.checkout) !== CHECKOUT_RETURN_PARAMS.complete) return null;
  const sessionId = params.get(CHECKOUT_RETURN_PARAMS.sessionId)?.trim() ?? '';
  return SUBSCRIPTION_TOKEN.test(sessionId) ? { kind: 'complete', sessionId } : { kind: 'unusable' };
}
