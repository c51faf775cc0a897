import { z } from '../zod';
import { SUBSCRIPTION_TOKEN } from '../subscription-token';

/** Response shapes of the main API's `/v4/stripeSubscription/...` calls. */

export const planSchema = z.object({
  productId: z.string().min(1),
  planId: z.string().min(1),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  /** Minor units (pence). */
  amount: z.int().nonnegative(),
  /** ISO 4217 code, upper case. */
  currency: z.string().length(3),
  trialDays: z.int().nonnegative(),
  /** Price after the `discount` query code, minor units; null without a valid code. */
  discountedAmount: z.int().nonnegative().nullable(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansSchema = z.array(planSchema);

export const checkoutSessionSchema = z.object({
  checkoutSessionId: z.string().min(1),
  url: z.url(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const checkoutCompleteSchema = z.object({ status: z.literal('complete') });
export type CheckoutComplete = z.infer<typeof checkoutCompleteSchema>;

/**
 * DELETE {id}/cancel answers a text body; only the exact text "true" means cancelled
 * (docs/requirements.md §7.6).
 */
export function isCancelled(bodyText: string): boolean {
  return bodyText === 'true';
}

/** Ids and discount codes the site forwards in a path or query: plain tokens, nothing to escape (../subscription-token.ts). */
export { SUBSCRIPTION_TOKEN };
/**
 * A checkout session id as the payment provider (Stripe Checkout) issues them: `cs_test_` or
 * `cs_live_` and letters and digits. Anything else names no session and is not sent on.
 */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

const token = z.string().regex(SUBSCRIPTION_TOKEN, 'Not a valid id');

/**
 * What the browser sends to start a checkout: the plan only. The return addresses are the
 * site's own, added by the worker, so a page cannot send the payment provider elsewhere.
 */
export const checkoutRequestSchema = z.object({ productId: token, planId: token }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
