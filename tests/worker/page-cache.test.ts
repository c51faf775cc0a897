import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { PREVIEW_MODE_TEXT, UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { COOKIE_CONSENT } from '../../shared/spec';
import { coldCache, fault } from '../support/upstream';
import { fetchSettled, untilCached } from '../support/site';

/** Whole rendered pages reused across visitors (worker/ssr/page-response.ts). */

const KEY = inject('previewKey');

async function get(path: string, cookie?: string) {
  const headers = cookie ? { cookie } : undefined;
  const response = await exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', headers });
  return { response, html: await response.text(), outcome: response.headers.get('x-page-cache') };
}

const getWhenCached = (path: string) => untilCached(path, get);

const cspNonce = (response: Response) => response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);

beforeEach(coldCache);
afterEach(() => fault('off'));

describe('page cache', () => {
  it('serves the next visitor the same page, with that response’s own CSP nonce on every script', async () => {
    const first = await get('/faq');
    expect(first.response.status).toBe(200);
    expect(first.outcome).toBe('miss');

    const again = await getWhenCached('/faq');
    expect(again.response.status).toBe(200);
    const nonce = cspNonce(again.response);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(cspNonce(first.response));
    const nonces = scriptNonces(again.html);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // Apart from the nonce the visitor gets exactly the page that was rendered.
    expect(again.html.replaceAll(nonce!, 'N')).toBe(first.html.replaceAll(cspNonce(first.response)!, 'N'));
  });

  it('keeps a page per consent choice, so the cookie bar shows only to those who have not chosen', async () => {
    await getWhenCached('/faq');
    const consented = await get('/faq', `${COOKIE_CONSENT}=true`);
    expect(consented.outcome).toBe('miss');
    expect(consented.html).not.toContain('Cookie consent');
    expect((await get('/faq')).html).toContain('Cookie consent');
  });

  it('never keeps a page rendered while upstream failed: the next visitor gets the real page', async () => {
    await fault('error', '/cms');
    const failed = await get('/faq');
    expect(failed.response.status).toBe(503);
    expect(failed.html).toContain(UNAVAILABLE_TEXT.title);

    await fault('off');
    const recovered = await get('/faq');
    expect(recovered.response.status).toBe(200);
    expect(recovered.outcome).toBe('miss');
    expect(recovered.html).not.toContain(UNAVAILABLE_TEXT.title);
  });

  it('never shares a preview session’s page, and never serves a shared page to it', async () => {
    await getWhenCached('/faq');
    const opened = await exports.default.fetch(`http://site.test/faq?strapi=${encodeURIComponent(KEY)}`, { redirect: 'manual' });
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    const preview = await get('/faq', cookie);
    expect(preview.outcome).toBe('bypass');
    expect(preview.html).toContain(PREVIEW_MODE_TEXT.message);
    const visitor = await get('/faq');
    expect(visitor.outcome).toBe('hit');
    expect(visitor.html).not.toContain(PREVIEW_MODE_TEXT.message);
  });

  it('does not keep a not-found page', async () => {
    // Settled: whatever the worker does in the background after the 404 is done.
    const missing = await fetchSettled('/work/no-such-edition-anywhere', { redirect: 'manual' });
    expect(missing.response.status).toBe(404);
    expect((await get('/work/no-such-edition-anywhere')).outcome).toBe('miss');
  });
});
