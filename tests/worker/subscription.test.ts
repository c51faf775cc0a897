import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessionSchema, plansSchema, planSchema } from '../../shared/schemas/subscription';
import { CHECKOUT_SUCCESS_QUERY } from '../../shared/checkout-return';
import { arrivals, fault, forgetArrivals, forgetReceived, inOneRateWindow, received, upstream } from '../support/upstream';
import { site } from '../support/site';

/** CHECKOUT_RATE_LIMIT's limit a minute (wrangler.toml). */
const CHECKOUT_LIMIT = 20;

const API = '/api/v4/stripeSubscription';
const PLAN = { productId: 'prod_standard', planId: 'plan_standard_monthly' };

/** Each test is a client of its own, so the checkout's rate limit never mixes tests up. */
let client = '';
beforeEach(() => {
  client = `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`;
});

/** A POST as the site's own page sends it. */
const post = (path: string, body?: unknown, origin = 'http://site.test', address = client) =>
  site(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': address },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The visitor pays on the demo provider's page: its Pay link marks the session paid and goes to the success address. */
async function pay(url: string): Promise<string | null> {
  const paid = await fetch(`${upstream}${new URL(url).pathname}/pay`, { redirect: 'manual' });
  expect(paid.status).toBe(302);
  await paid.text();
  return paid.headers.get('location');
}

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

    await pay(session.url);
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
    expect(await pay(session.url)).toBe(`http://site.test/pricing?checkout=complete&session_id=${session.checkoutSessionId}`);
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
    // In the site's words: the provider's own body (its message) is not passed on.
    expect(await expired.json()).toEqual({ error: 'invalid' });
  });

  it('refuses to complete a session nobody paid for, in the site’s words', async () => {
    const session = checkoutSessionSchema.parse(await (await post(`${API}/session`, PLAN)).json());
    await forgetReceived();
    const unpaid = await post(`${API}/session/${session.checkoutSessionId}/complete`);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({ error: 'conflict' });
    expect(await checkoutPage(session.url)).toContain(', open');
    expect(await received(`/v4/stripeSubscription/session/${session.checkoutSessionId}/complete`)).toEqual([]);
  });

  it('answers 400 for a session id not shaped like the provider’s, and sends nothing on', async () => {
    await forgetArrivals();
    for (const id of ['sub_123', 'cs_test_', 'cs_test_a-b', 'cs_prod_123', 'x'.repeat(90)]) {
      const response = await post(`${API}/session/${id}/complete`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fields: { checkoutSessionId: expect.any(String) } });
    }
    expect((await arrivals()).filter((row) => row.path.includes('/session/'))).toEqual([]);
  });

  it('limits checkout calls per client and route: past the limit 429 with Retry-After, and nothing more reaches the provider', async () => {
    let n = 0;
    const burst = await inOneRateWindow(
      () => `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}-${(n += 1)}`,
      async (address) => {
        await forgetArrivals();
        const created: Array<{ status: number; retryAfter: string | null; body: string }> = [];
        for (let i = 0; i < CHECKOUT_LIMIT + 5; i += 1) {
          const response = await post(`${API}/session`, PLAN, 'http://site.test', address);
          created.push({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() });
        }
        const sessionPosts = (await arrivals()).filter((row) => row.path === '/v4/stripeSubscription/session').length;
        // Completing has a bucket of its own.
        const completions: number[] = [];
        for (let i = 0; i < CHECKOUT_LIMIT + 2; i += 1) {
          const response = await post(`${API}/session/cs_test_zzz${i}/complete`, undefined, 'http://site.test', address);
          completions.push(response.status);
          await response.text();
        }
        return { created, sessionPosts, completions };
      },
    );
    expect(burst.created.slice(0, CHECKOUT_LIMIT).every(({ status }) => status === 200)).toBe(true);
    for (const refused of burst.created.slice(CHECKOUT_LIMIT)) {
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('60');
      expect(JSON.parse(refused.body)).toEqual({ error: 'rate_limited' });
    }
    expect(burst.sessionPosts).toBe(CHECKOUT_LIMIT);
    expect(burst.completions.slice(0, CHECKOUT_LIMIT).every((status) => status === 404)).toBe(true);
    expect(burst.completions.slice(CHECKOUT_LIMIT)).toEqual([429, 429]);
    // Another client has its own.
    const other = await post(`${API}/session`, PLAN, 'http://site.test', '2001:db8:77::1');
    expect(other.status).toBe(200);
    await other.text();
  });

  it('counts an IPv6 client by its /64, so a line cannot take a bucket per address', async () => {
    const statuses = await inOneRateWindow(
      () => `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`,
      async (prefix) => {
        const seen: number[] = [];
        for (let i = 0; i < CHECKOUT_LIMIT + 1; i += 1) {
          // Every request from another address of the same /64, written in several ways.
          const address = i % 2 === 0 ? `${prefix}::${(i + 1).toString(16)}` : `${prefix}:0:0:0:${(i + 1).toString(16)}`;
          const response = await post(`${API}/session`, PLAN, 'http://site.test', address);
          seen.push(response.status);
          await response.text();
        }
        return seen;
      },
    );
    expect(statuses.slice(0, CHECKOUT_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
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
