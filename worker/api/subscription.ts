import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { CHECKOUT_SUCCESS_QUERY } from '../../shared/checkout-return';
import { CHECKOUT_SESSION_ID, checkoutRequestSchema, SUBSCRIPTION_TOKEN } from '../../shared/schemas/subscription';
import type { AppEnv } from '../app-env';
import { logRejected } from '../log';
import { rateLimited } from '../middleware/rate-limited';
import { sameOrigin } from '../middleware/same-origin';
import { UpstreamError } from '../upstream/fetch-upstream';
import { completeCheckoutSession, createCheckoutSession, type Answer } from '../upstream/subscription-client';
import { jsonBody } from './json-body';
import { FAILURE_STATUS, refusalAnswer } from './read-proxy';

/**
 * Path ids and the `discount` code must be plain tokens (400 otherwise): they are put into
 * upstream URLs, and plan reads are cached by them.
 */
function safeTokens(...params: string[]): MiddlewareHandler<AppEnv> {
  return async function safeTokens(c, next) {
    const bad = params.filter((name) => !SUBSCRIPTION_TOKEN.test(c.req.param(name) ?? ''));
    const discount = c.req.query('discount');
    if (discount !== undefined && discount !== '' && !SUBSCRIPTION_TOKEN.test(discount)) bad.push('discount');
    if (bad.length === 0) return next();
    logRejected(c.req.url, 400, 'invalid', bad);
    return c.json({ error: 'invalid', fields: Object.fromEntries(bad.map((name) => [name, 'Not a valid id'])) }, 400);
  };
}

/**
 * The session being completed must look like one of the provider's (CHECKOUT_SESSION_ID): anything
 * else names no session, and is refused here rather than asked of the provider.
 */
function checkoutSessionId(): MiddlewareHandler<AppEnv> {
  return async function checkoutSessionId(c, next) {
    if (CHECKOUT_SESSION_ID.test(c.req.param('checkoutSessionId') ?? '')) return next();
    logRejected(c.req.url, 400, 'invalid', ['checkoutSessionId']);
    return c.json({ error: 'invalid', fields: { checkoutSessionId: 'Not a checkout session id' } }, 400);
  };
}

/** The discount code to forward, if the visitor gave one. */
const discountOf = (c: Context<AppEnv>) => c.req.query('discount') || undefined;

/**
 * Where the provider sends the visitor back: always this site's pricing page. After paying, with
 * the provider's placeholder for the session id, which the page then completes.
 */
function returnUrls(c: Context<AppEnv>, discount: string | undefined) {
  const config = c.get('config');
  const origin = config.PRODUCTION ? config.PUBLIC_ORIGIN.replace(/\/+$/, '') : new URL(c.req.url).origin;
  const pricing = `${origin}/pricing`;
  return {
    successUrl: `${pricing}?${CHECKOUT_SUCCESS_QUERY}`,
    cancelUrl: discount ? `${pricing}?discount=${encodeURIComponent(discount)}` : pricing,
  };
}

/** Answers an uncached call: the value, upstream's own 4xx, or `{"error":"upstream"}` 502/503/504. */
async function answer<T>(c: Context<AppEnv>, call: () => Promise<Answer<T>>): Promise<Response> {
  try {
    const result = await call();
    const headers = { 'cache-control': 'no-store' };
    if (result.ok) return c.json(result.value as object, 200, headers);
    // The provider's refusal in the site's words, with its status: never the provider's body.
    return refusalAnswer(c, result.status, headers);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The failed call has logged itself (upstream_failed).
    return c.json({ error: 'upstream' }, FAILURE_STATUS[error.failure]);
  }
}

/**
 * /api/v4/stripeSubscription/...: the checkout calls, which change state and are never cached
 * (the plan reads are in the read contract, ./read-contract.ts). Those come from the site's own
 * pages only (same-origin check). Cancelling a subscription has no route here: this BFF knows no
 * signed-in visitor, so it would let anyone cancel any subscription by its id (decision 028).
 */
export const subscription = new Hono<AppEnv>()
  // Each call is a write at the payment provider: limited per client (CHECKOUT_RATE_LIMIT).
  .post('/session', sameOrigin(), rateLimited('checkout-session', 'CHECKOUT_RATE_LIMIT'), safeTokens(), jsonBody(checkoutRequestSchema), (c) => {
    const discount = discountOf(c);
    return answer(c, () => createCheckoutSession(c.get('config'), { ...c.req.valid('json'), ...returnUrls(c, discount) }, discount));
  })
  // Completing again is harmless: the provider answers an already complete session the same way.
  .post('/session/:checkoutSessionId/complete', sameOrigin(), rateLimited('checkout-complete', 'CHECKOUT_RATE_LIMIT'), checkoutSessionId(), (c) =>
    answer(c, () => completeCheckoutSession(c.get('config'), c.req.param('checkoutSessionId'))),
  );
