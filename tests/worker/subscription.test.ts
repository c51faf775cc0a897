import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutSessionSchema, plansSchema, planSchema } from '../../shared/schemas/subscription';
import { CHECKOUT_SUCCESS_QUERY } from '../../shared/checkout-return';
import { fault, forgetReceived, received, upstream } from './upstream-hooks';

const site = (path: string, init?: RequestInit) => exports.default.fetch(`http://site.test${path}`, init);
const API = '/api/v4/stripeSubscription';
const PLAN = { productId: 'prod_standard', planId: 'plan_standard_monthly' };

/** A POST as the site's own page sends it. */
const post = (path: string, body?: unknown, origin = 'http://site.test') =>
  site(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The demo provider's checkout page for a session: shows the price the session was made at. */
async function checkoutPage(url: string) {
  const page = await fetch(`${upstream}${new URL(url).pathname}`);
  expect(page.status).toBe(200);
  return page.text();
}

afterEach(() => fault('off'));

describe('subscription BFF', () => {
  it('forwards the discount code to the plan reads', async () => {
    const plain = plansSchema.parse(await (await site(`${API}/plans`)).json());
    expect(plain.every((plan) => plan.discountedAmount === null)).toBe(true);
    const discounted = plansSchema.parse(await (await site(`${API}/plans?discount=WELCOME10`)).json());
    expect(discounted.find((plan) => plan.planId === PLAN.planId)?.discountedAmount).toBe(899);

    const one = await site(`${API}/product/${PLAN.productId}/plan/${PLAN.planId}?discount=WELCOME10`);
    expect(one.status).toBe(200);
    expect(planSchema.parse(await one.json()).discountedAmount).toBe(899);
  });

  it('creates a checkout session with the discount, never from the cache, and completes it', async () => {
    const first = await post(`${API}/session?discount=WELCOME10`, PLAN);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const session = checkoutSessionSchema.parse(await first.json());
    expect(await checkoutPage(session.url)).toContain('£8.99 per month');

    const second = checkoutSessionSchema.parse(await (await post(`${API}/session`, PLAN)).json());
    expect(second.checkoutSessionId).not.toBe(session.checkoutSessionId);
    expect(await checkoutPage(second.url)).toContain('£9.99 per month');

    const complete = await post(`${API}/session/${session.checkoutSessionId}/complete`);
    expect(complete.status).toBe(200);
    expect(await complete.json()).toEqual({ status: 'complete' });
    expect(await checkoutPage(session.url)).toContain(', complete');
  });

  it("passes the provider's refusals through: an unknown plan, an unknown session", async () => {
    const unknownPlan = await post(`${API}/session`, { productId: 'prod_standard', planId: 'plan_nope' });
    expect(unknownPlan.status).toBe(400);
    await unknownPlan.text();
    const unknownSession = await post(`${API}/session/cs_test_nope/complete`);
    expect(unknownSession.status).toBe(404);
    await unknownSession.text();
  });

  it("sends the provider the pricing page as the success address, with the provider's session placeholder", async () => {
    await forgetReceived();
    const session = checkoutSessionSchema.parse(await (await post(`${API}/session`, PLAN)).json());
    const [sent] = await received('/v4/stripeSubscription/session');
    expect((sent!.body as { successUrl: string }).successUrl).toBe(`http://site.test/pricing?${CHECKOUT_SUCCESS_QUERY}`);
    // The demo provider fills it in, as the real one does, so a browser can walk the whole way.
    expect(await checkoutPage(session.url)).toContain(`href="http://site.test/pricing?checkout=complete&amp;session_id=${session.checkoutSessionId}"`);
    // Completing twice (a reload in another tab) is answered the same.
    for (let i = 0; i < 2; i += 1) {
      const complete = await post(`${API}/session/${session.checkoutSessionId}/complete`);
      expect(complete.status).toBe(200);
      expect(await complete.json()).toEqual({ status: 'complete' });
    }
  });

  it('passes on a plan read refused for an expired discount code', async () => {
    const expired = await site(`${API}/product/${PLAN.productId}/plan/${PLAN.planId}?discount=SUMMER2019`);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_discount' });
  });

  it('has no cancellation route: nobody can cancel a subscription through the site', async () => {
    // Were it forwarded, the upstream hold would make this a 504.
    await fault('timeout', '/v4/stripeSubscription');
    for (const origin of [{}, { origin: 'http://site.test' }] as Record<string, string>[]) {
      const cancel = await site(`${API}/sub_123/cancel`, { method: 'DELETE', headers: origin });
      expect(cancel.status).toBe(404);
      expect(await cancel.json()).toEqual({ error: 'not_found' });
    }
  });

  it('refuses checkout calls from another site (403) and sends nothing on', async () => {
    const other = 'https://evil.example';
    const session = await post(`${API}/session`, PLAN, other);
    expect(session.status).toBe(403);
    expect(await session.json()).toEqual({ error: 'forbidden' });
    const complete = await post(`${API}/session/cs_test_000001/complete`, undefined, other);
    expect(complete.status).toBe(403);
    await complete.text();
  });

  it('answers 400 for path ids, discount codes and bodies that are not plain tokens', async () => {
    const bad = [
      await site(`${API}/product/prod%2F..%2Fx/plan/plan_standard_monthly`),
      await site(`${API}/product/prod_standard/plan/plan%20x`),
      await site(`${API}/plans?discount=${encodeURIComponent('<script>')}`),
      await post(`${API}/session/cs%2E%2E/complete`),
      await post(`${API}/session`, { productId: 'prod_standard', planId: '../plans' }),
      await post(`${API}/session`, { ...PLAN, successUrl: 'https://evil.example' }),
    ];
    for (const response of bad) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid' });
    }
  });

  it('answers JSON 502/504 when the provider fails or is slow, for the uncached calls', async () => {
    await fault('error', '/v4/stripeSubscription');
    const down = await post(`${API}/session`, PLAN);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ error: 'upstream' });
    await fault('timeout', '/v4/stripeSubscription');
    const slow = await post(`${API}/session/cs_test_000001/complete`);
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ error: 'upstream' });
  });
});
