import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_SUCCESS_QUERY, checkoutReturnOf } from '../../shared/checkout-return';
import { COMPLETED_SESSIONS_KEY, completeCheckout, completePath, rememberCompleted, wasCompleted } from '../../client/lib/checkout';

const returnOf = (query: string) => checkoutReturnOf(new URLSearchParams(query));

/** A sessionStorage stand-in; `full` makes every write fail as a full or refused store does. */
function memoryStore(full = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('the return address from checkout', () => {
  it('keeps the provider placeholder literal, for the provider to fill in', () => {
    expect(CHECKOUT_SUCCESS_QUERY).toBe('checkout=complete&session_id={CHECKOUT_SESSION_ID}');
  });

  it('names the session to complete only when it is a plain id', () => {
    expect(returnOf('checkout=complete&session_id=cs_test_000001')).toEqual({ kind: 'complete', sessionId: 'cs_test_000001' });
    expect(returnOf('discount=WELCOME10')).toBeNull();
    expect(returnOf('checkout=cancelled&session_id=cs_1')).toBeNull();
    // The placeholder unfilled, a cut-short link, something hostile: a return, but nothing to send on.
    for (const query of [
      'checkout=complete&session_id={CHECKOUT_SESSION_ID}',
      'checkout=complete',
      'checkout=complete&session_id=',
      'checkout=complete&session_id=..%2Fplans',
      `checkout=complete&session_id=${'a'.repeat(101)}`,
    ]) {
      expect(returnOf(query), query).toEqual({ kind: 'unusable' });
    }
  });
});

describe('completed sessions in this tab', () => {
  it('remembers a completed session, once, the newest twenty at most', () => {
    const store = memoryStore();
    expect(wasCompleted(store, 'cs_1')).toBe(false);
    rememberCompleted(store, 'cs_1');
    rememberCompleted(store, 'cs_1');
    expect(wasCompleted(store, 'cs_1')).toBe(true);
    expect(JSON.parse(store.items.get(COMPLETED_SESSIONS_KEY)!)).toEqual(['cs_1']);
    for (let i = 2; i <= 21; i += 1) rememberCompleted(store, `cs_${i}`);
    expect(wasCompleted(store, 'cs_1')).toBe(false);
    expect(wasCompleted(store, 'cs_21')).toBe(true);
  });

  it('treats a store it cannot use as remembering nothing, without throwing', () => {
    const full = memoryStore(true);
    expect(() => rememberCompleted(full, 'cs_1')).not.toThrow();
    expect(wasCompleted(full, 'cs_1')).toBe(false);
    expect(wasCompleted(null, 'cs_1')).toBe(false);
    const garbled = memoryStore();
    garbled.items.set(COMPLETED_SESSIONS_KEY, '{not json');
    expect(wasCompleted(garbled, 'cs_1')).toBe(false);
    rememberCompleted(garbled, 'cs_1');
    expect(wasCompleted(garbled, 'cs_1')).toBe(true);
  });
});

describe('completing a session', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (...responses: (Response | Error)[]) => {
    const fetch = vi.fn(async () => {
      const next = responses.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('posts to the BFF and reads done, refused (4xx) and failed (anything else) apart', async () => {
    const fetch = answering(
      Response.json({ status: 'complete' }),
      Response.json({ error: 'not found' }, { status: 404 }),
      Response.json({ error: 'upstream' }, { status: 502 }),
      Response.json({ status: 'open' }),
      new TypeError('network'),
    );
    expect(await completeCheckout('cs_1')).toBe('complete');
    // The BFF answers 415 to a POST that is not typed JSON.
    expect(fetch).toHaveBeenCalledWith(
      completePath('cs_1'),
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'content-type': 'application/json' }) }),
    );
    expect(completePath('cs_1')).toBe('/api/v4/stripeSubscription/session/cs_1/complete');
    expect(await completeCheckout('cs_1')).toBe('refused');
    expect(await completeCheckout('cs_1')).toBe('failed');
    expect(await completeCheckout('cs_1')).toBe('failed');
    expect(await completeCheckout('cs_1')).toBe('failed');
  });
});
