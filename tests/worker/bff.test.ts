import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import type { AppEnv } from '../../worker/app-env';
import { api } from '../../worker/api/index';
import { parseConfig } from '../../worker/env';
import { loadConfig } from '../../worker/middleware/load-config';
import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { afterEach, describe, expect, it } from 'vitest';
import { fault, coldCache } from '../support/upstream';
import { site } from '../support/site';

afterEach(() => fault('off'));

describe('BFF reads', () => {
  it('mirrors upstream GETs and caches them in KV', async () => {
    const first = await site('/api/v4/promotion/publishers/featured');
    expect(first.status).toBe(200);
    const publishers = (await first.json()) as Array<{ slug: string }>;
    expect(publishers.length).toBeGreaterThan(0);

    const second = await site('/api/v4/promotion/publishers/featured');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.json()).toEqual(publishers);
  });

  it("answers an upstream refusal with the site's own JSON error and the upstream's status, never its body", async () => {
    const missing = await site('/api/v4/promotion/editionbyslug?slug=no-such-edition');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.json()).toEqual({ error: 'not_found' });
    // The demo upstream answers 400 with its own words ("bad request", a message): not passed on.
    const refused = await site('/api/v4/promotion/editionbyslug');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'invalid' });
  });

  it('says nothing of the cache (x-cache) unless the operator turned CACHE_STATE_HEADERS on', async () => {
    // Local runs and this suite turn it on (scripts/lib/servers.mjs); production leaves the default.
    // The config is parsed once per isolate, so the BFF runs here in an app of its own whose
    // config is this suite's less the setting: its default.
    const { CACHE_STATE_HEADERS: _on, ...vars } = env;
    const withDefault = new Hono<AppEnv>().use(loadConfig(parseConfig(vars))).route('/api', api);
    for (let i = 0; i < 2; i += 1) {
      const ctx = createExecutionContext();
      const off = await withDefault.fetch(new Request('http://site.test/api/v4/promotion/publishers/featured'), env, ctx);
      expect(off.status).toBe(200);
      expect(off.headers.get('x-cache')).toBeNull();
      await off.text();
      await waitOnExecutionContext(ctx);
    }
    const on = await site('/api/v4/promotion/publishers/featured');
    expect(on.headers.get('x-cache')).toMatch(/^(hit|miss|stale|shared)$/);
    await on.text();
  });

  it('serves the cached answer while upstream fails, and 502/504 JSON when nothing is cached', async () => {
    const warm = await site('/api/cms/legal-pages');
    expect(warm.status).toBe(200);
    const body = await warm.json();

    await fault('error', '/cms');
    // Fresh hit first: still the cached value.
    const cached = await site('/api/cms/legal-pages');
    expect(cached.status).toBe(200);
    expect(await cached.json()).toEqual(body);

    const uncached = await site('/api/cms/faq-pages?pagination[pageSize]=7');
    expect(uncached.status).toBe(502);
    expect(await uncached.json()).toEqual({ error: 'upstream' });

    await fault('garbage', '/cms');
    const garbage = await site('/api/cms/blog-categories?pagination[pageSize]=7');
    expect(garbage.status).toBe(502);
    expect(await garbage.json()).toEqual({ error: 'upstream' });

    await fault('timeout', '/cms');
    const timeout = await site('/api/cms/blog?pagination[pageSize]=7');
    expect(timeout.status).toBe(504);
    expect(await timeout.json()).toEqual({ error: 'upstream' });
  });

  it('serves only allowlisted CMS collections', async () => {
    const response = await site('/api/cms/users');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });
});

describe('pages while upstream fails', () => {
  it('keeps serving a page whose data is cached', async () => {
    await coldCache();
    const warm = await site('/');
    expect(warm.status).toBe(200);
    await warm.text();
    await fault('error');
    const response = await site('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Featured publishers');
  });

  it('answers 503 inside the layout, with a clear message, when nothing is cached', async () => {
    await coldCache();
    await fault('error');
    const response = await site('/');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(UNAVAILABLE_TEXT.title);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('still renders the not-found page when the CMS behind the footer is down', async () => {
    await coldCache();
    await fault('timeout', '/cms');
    const response = await site('/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});

describe('BFF read-only POSTs and plans', () => {
  it('forwards a paged promotion list with its JSON body', async () => {
    const response = await site('/api/v4/promotion/artist/letter?letter=B', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skip: 0, top: 5 }),
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { total: number; items: Array<{ name: string }> };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(5);
    for (const artist of page.items) expect(artist.name).toMatch(/(^|\s)B/);
  });

  it('keys a POST read by its body', async () => {
    const read = (query: string) =>
      site('/api/v4/search/all', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, top: 3 }) });
    const bach = (await (await read('bach')).json()) as { editions: { items: Array<{ composers: Array<{ name: string }> }> } };
    const elgar = (await (await read('elgar')).json()) as typeof bach;
    expect(bach.editions.items[0]?.composers[0]?.name).toContain('Bach');
    expect(elgar.editions.items[0]?.composers[0]?.name).toContain('Elgar');
  });

  it('reads subscription plans', async () => {
    const response = await site('/api/v4/stripeSubscription/plans?discount=WELCOME10');
    expect(response.status).toBe(200);
    const plans = (await response.json()) as Array<{ planId: string; discountedAmount: number | null }>;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan) => plan.discountedAmount !== null)).toBe(true);
  });
});
