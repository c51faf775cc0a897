import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRICING_TEXT } from '#messages/client/routes/pricing/pricing';
import { CHECKOUT_RETURN_TEXT, PLAN_OFFER_TEXT } from '#messages/client/routes/pricing/checkout';
import { forgetReceived, received } from '../support/upstream';
import { site, pageHtml } from '../support/site';
import { escapeHtml, escapeRegExp } from '../support/escape';

/** The pricing page's links: a plan offered by a link, a discount code, a return from checkout. */

/** The plan cards' HTML, in page order. */
const cards = (text: string) => [...text.matchAll(/<li class="plan[^"]*">(.*?)<\/li>/g)].map((match) => match[0]);

const ANNUAL = 'productId=prod_standard&planId=plan_standard_annual';

beforeAll(async () => {
  await (await site('/404')).text();
}, 60_000);

describe('/pricing?productId=&planId=', () => {
  it('shows the linked plan first, marked, at its discounted price', async () => {
    const text = await pageHtml(`/pricing?${ANNUAL}&discount=WELCOME10`);
    const [first, ...rest] = cards(text);
    expect(first).toContain('class="plan plan--offer"');
    expect(first).toContain('Standard, annual');
    expect(first).toContain(escapeHtml(PLAN_OFFER_TEXT.label));
    // 9999 pence less 10%.
    expect(first).toContain(escapeHtml(PRICING_TEXT.discounted({ price: '£89.99 per year' })));
    expect(first).not.toContain(escapeHtml(PLAN_OFFER_TEXT.discountRefused));
    expect(rest).toHaveLength(2);
    expect(rest.join('')).not.toContain('plan--offer');
  });

  it('says so next to the plan when its code has expired (upstream 400) or lowers nothing', async () => {
    for (const discount of ['SUMMER2019', 'NOT-A-CODE', encodeURIComponent('<b>50% off</b>')]) {
      const text = await pageHtml(`/pricing?${ANNUAL}&discount=${discount}`);
      const [first] = cards(text);
      expect(first, discount).toContain('Standard, annual');
      expect(first, discount).toContain(escapeHtml(PLAN_OFFER_TEXT.discountRefused));
      expect(first, discount).not.toContain(escapeHtml(PRICING_TEXT.discounted({ price: '' })));
      // The code is any text a link carries: never shown.
      expect(text).not.toContain('50% off');
    }
  });

  it('keeps the whole page, with a message, for a plan that does not exist or ids that are not plain', async () => {
    for (const query of [
      'productId=prod_standard&planId=plan_gone',
      'productId=prod_standard',
      `productId=${encodeURIComponent('../x')}&planId=${encodeURIComponent('<script>')}`,
    ]) {
      const text = await pageHtml(`/pricing?${query}`);
      expect(text, query).toContain(escapeHtml(PLAN_OFFER_TEXT.notFound));
      expect(cards(text), query).toHaveLength(3);
      expect(text).not.toContain('plan--offer');
    }
  });
});

describe('/pricing?discount=', () => {
  it('says once, above the plans, that a code was refused, even one upstream answers 400 for', async () => {
    for (const discount of ['SUMMER2019', 'NOPE', encodeURIComponent('"><script>')]) {
      const text = await pageHtml(`/pricing?discount=${discount}`);
      expect(text.split(escapeHtml(PLAN_OFFER_TEXT.pageDiscountRefused)).length - 1, discount).toBe(1);
      expect(cards(text), discount).toHaveLength(3);
    }
    const good = await pageHtml('/pricing?discount=WELCOME10');
    expect(good).not.toContain(escapeHtml(PLAN_OFFER_TEXT.pageDiscountRefused));
    expect(good).toContain(escapeHtml(PRICING_TEXT.discounted({ price: '£8.99 per month' })));
  });
});

describe('/pricing?checkout=complete', () => {
  beforeEach(() => forgetReceived());

  it('renders "confirming" with what to do, and completes nothing while rendering', async () => {
    const text = await pageHtml('/pricing?checkout=complete&session_id=cs_test_999999');
    expect(text).toContain(escapeHtml(CHECKOUT_RETURN_TEXT.confirmingTitle));
    expect(text).toContain(escapeHtml(CHECKOUT_RETURN_TEXT.confirmingHelp));
    expect(text).toMatch(/<div class="checkout-return checkout-return--confirming" role="status" tabindex="-1">/);
    // Both ways on, without the page's code: the web app, where the subscription shows, and contact.
    const panel = text.slice(text.indexOf('<div class="checkout-return')).split('</div>')[0];
    expect(panel).toMatch(new RegExp(`<a href="https://[^"]+"[^>]*>${escapeRegExp(escapeHtml(CHECKOUT_RETURN_TEXT.openWebApp))}<`));
    expect(panel).toContain('href="/contact"');
    expect(await received()).toEqual([]);
  });

  it('is rendered afresh for every session (never from the page cache)', async () => {
    const path = '/pricing?checkout=complete&session_id=cs_test_999998';
    await pageHtml(path);
    const again = await site(path);
    await again.text();
    expect(again.headers.get('x-page-cache')).not.toBe('hit');
  });

  it('answers a return whose session id is missing or not plain with what to do, not an error', async () => {
    for (const query of [
      'checkout=complete',
      'checkout=complete&session_id={CHECKOUT_SESSION_ID}',
      `checkout=complete&session_id=${encodeURIComponent('../../x"><img>')}`,
    ]) {
      const text = await pageHtml(`/pricing?${query}`);
      expect(text, query).toContain(escapeHtml(CHECKOUT_RETURN_TEXT.failedTitle));
      expect(text, query).toContain(escapeHtml(CHECKOUT_RETURN_TEXT.refused));
      expect(text, query).toContain('href="/contact"');
      expect(text, query).not.toContain('<img>');
    }
    expect(await received()).toEqual([]);
  });
});

describe('the canonical link of a personal view of /pricing', () => {
  it('is /pricing itself: no session id, plan or code of one visitor in it', async () => {
    for (const query of ['checkout=complete&session_id=cs_test_999997', `${ANNUAL}&discount=WELCOME10`, 'discount=WELCOME10']) {
      const text = await pageHtml(`/pricing?${query}`);
      expect(text, query).toContain('<link rel="canonical" href="https://www.nkoda.com/pricing"/>');
    }
  });
});
