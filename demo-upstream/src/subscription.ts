/**
 * `/v4/stripeSubscription`: plans, checkout sessions and cancellation, standing in for the card
 * payment provider. Checkout session urls point at this upstream's own /checkout/{id} page, whose
 * Pay link goes to the session's success url with `{CHECKOUT_SESSION_ID}` filled in, as the
 * provider does.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Plan } from '../../shared/schemas/subscription';
import type { UpstreamEnv } from './env';
import { badRequest, notFound, parseBody } from './http';
import { escapeXml } from './text';

type BasePlan = Omit<Plan, 'discountedAmount'>;

const PLANS: readonly BasePlan[] = [
  { productId: 'prod_standard', planId: 'plan_standard_monthly', name: 'Standard, monthly', interval: 'month', amount: 999, currency: 'GBP', trialDays: 30 },
  { productId: 'prod_standard', planId: 'plan_standard_annual', name: 'Standard, annual', interval: 'year', amount: 9999, currency: 'GBP', trialDays: 30 },
  { productId: 'prod_student', planId: 'plan_student_annual', name: 'Student, annual', interval: 'year', amount: 4999, currency: 'GBP', trialDays: 30 },
];

/** Discount codes (case-insensitive) and their percentage off. Unknown codes give no discount. */
export const DISCOUNT_CODES: Readonly<Record<string, number>> = { WELCOME10: 10 };

/** Codes that once were valid: plan reads and sessions with one are refused (400), not priced in full. */
export const EXPIRED_DISCOUNT_CODES: readonly string[] = ['SUMMER2019'];

const isExpired = (code: string | undefined) => code !== undefined && EXPIRED_DISCOUNT_CODES.includes(code.trim().toUpperCase());

/** The answer to a read or session asked for with an expired code. */
const expiredDiscount = (c: Context<UpstreamEnv>) => c.json({ error: 'invalid_discount', message: 'This discount code has expired' }, 400);

function withDiscount(plan: BasePlan, code: string | undefined): Plan {
  const percent = code ? DISCOUNT_CODES[code.trim().toUpperCase()] : undefined;
  return { ...plan, discountedAmount: percent === undefined ? null : Math.round((plan.amount * (100 - percent)) / 100) };
}

interface CheckoutSessionState {
  plan: Plan;
  successUrl: string;
  cancelUrl: string;
  /** open until the visitor pays on the checkout page; only a paid session can be completed. */
  status: 'open' | 'paid' | 'complete';
}

/**
 * Subscriptions whose cancellation answers something other than the text `true`, so callers
 * can show that only that exact text means cancelled. Any other id cancels.
 */
export const CANCEL_ANSWERS: Readonly<Record<string, string>> = {
  sub_not_cancellable: 'false',
  sub_quoted_answer: '"true"',
  sub_padded_answer: 'true\n',
};

/** Sessions live in module memory: one isolate under wrangler dev. */
const sessions = new Map<string, CheckoutSessionState>();
let sessionCounter = 0;

const sessionBodySchema = z.object({
  productId: z.string().min(1),
  planId: z.string().min(1),
  successUrl: z.url(),
  cancelUrl: z.url(),
});

export const subscription = new Hono<UpstreamEnv>()
  .get('/plans', (c) => {
    if (isExpired(c.req.query('discount'))) return expiredDiscount(c);
    return c.json(PLANS.map((plan) => withDiscount(plan, c.req.query('discount'))));
  })
  .get('/product/:productId/plan/:planId', (c) => {
    const plan = PLANS.find((p) => p.productId === c.req.param('productId') && p.planId === c.req.param('planId'));
    if (!plan) return notFound(c);
    return isExpired(c.req.query('discount')) ? expiredDiscount(c) : c.json(withDiscount(plan, c.req.query('discount')));
  })
  .post('/session', async (c) => {
    if (isExpired(c.req.query('discount'))) return expiredDiscount(c);
    const body = await parseBody(c, sessionBodySchema);
    if (body instanceof Response) return body;
    const plan = PLANS.find((p) => p.productId === body.productId && p.planId === body.planId);
    if (!plan) return badRequest(c, 'unknown productId or planId');
    sessionCounter += 1;
    const checkoutSessionId = `cs_test_${String(sessionCounter).padStart(6, '0')}`;
    sessions.set(checkoutSessionId, {
      plan: withDiscount(plan, c.req.query('discount')),
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      status: 'open',
    });
    const url = `${new URL(c.req.url).origin}/checkout/${checkoutSessionId}`;
    return c.json({ checkoutSessionId, url });
  })
  // Idempotent, like the provider: completing a complete session answers the same again. A
  // session nobody paid for is refused (409), as the real API must: completing is what grants
  // the subscription, and anyone can make a session.
  .post('/session/:checkoutSessionId/complete', (c) => {
    const session = sessions.get(c.req.param('checkoutSessionId'));
    if (!session) return notFound(c);
    if (session.status === 'open') return c.json({ error: 'not paid', message: 'This checkout session has not been paid' }, 409);
    session.status = 'complete';
    return c.json({ status: 'complete' as const });
  })
  .delete('/:id/cancel', (c) => c.text(CANCEL_ANSWERS[c.req.param('id')] ?? 'true'));

/**
 * GET /checkout/{id}: a minimal hosted-checkout page so browser tests can follow the session url.
 * Its Pay link is /checkout/{id}/pay, which marks the session paid and sends the visitor to the
 * session's success url, as the provider does after taking the card.
 */
export const checkoutPages = new Hono<UpstreamEnv>()
  .get('/:id/pay', (c) => {
    const id = c.req.param('id');
    const session = sessions.get(id);
    if (!session) return c.text('Unknown checkout session', 404);
    if (session.status === 'open') session.status = 'paid';
    return c.redirect(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id), 302);
  })
  .get('/:id', (c) => {
    const id = c.req.param('id');
    const session = sessions.get(id);
    if (!session) return c.text('Unknown checkout session', 404);
    const { plan } = session;
    const paid = `${new URL(c.req.url).origin}/checkout/${encodeURIComponent(id)}/pay`;
    const price = ((plan.discountedAmount ?? plan.amount) / 100).toFixed(2);
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo checkout</title></head><body>` +
        `<h1>Demo checkout</h1><p>${escapeXml(plan.name)}: £${price} per ${plan.interval}</p>` +
        `<p><a id="pay" href="${escapeXml(paid)}">Pay</a> <a id="cancel" href="${escapeXml(session.cancelUrl)}">Cancel</a></p>` +
        `<p><small>Session ${escapeXml(id)}, ${session.status}</small></p></body></html>`,
    );
  });
