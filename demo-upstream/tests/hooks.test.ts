/** Test hooks: /__received and every /__faults mode. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as promo from '../../shared/schemas/promotion';
import { app, call, expectOk } from './test-helpers';
import { UPSTREAM_SCOPE_HEADER } from '../src/scope';

const receivedSchema = z.array(
  z.object({
    method: z.string(),
    path: z.string(),
    query: z.record(z.string(), z.string()),
    body: z.unknown(),
    time: z.iso.datetime(),
  }),
);

const received = () => expectOk(receivedSchema, 'GET', '/__received');
const setFaults = (body: unknown) => call('POST', '/__faults', body);
const contact = { email: 'ada@example.com', formType: 4, message: 'Hello there', name: 'Ada Lovelace', extraProperties: { ref: 'footer' } };

beforeEach(async () => {
  await setFaults({ mode: 'off' });
  await call('DELETE', '/__received');
});
afterEach(async () => {
  await setFaults({ mode: 'off' });
});

describe('/__received', () => {
  it('records every accepted POST with path, query, body and time', async () => {
    await call('POST', '/v4/promotion/contactinfos?source=help', contact);
    await call('POST', '/v4/search/all', { query: 'bach' });
    await call('POST', '/v4/promotion/newslettersubscribers?email=ada%40example.com');
    const rows = await received();
    expect(rows.map((r) => r.path)).toEqual(['/v4/promotion/contactinfos', '/v4/search/all', '/v4/promotion/newslettersubscribers']);
    expect(rows[0]).toMatchObject({ method: 'POST', query: { source: 'help' }, body: contact });
    expect(rows[2]!.body).toBeNull();
  });

  it('skips GETs, rejected POSTs and the hooks themselves', async () => {
    await call('GET', '/v4/promotion/publishers');
    await call('POST', '/v4/promotion/contactinfos', { email: 'nope' });
    await setFaults({ mode: 'off' });
    expect(await received()).toEqual([]);
  });

  it('is cleared by DELETE', async () => {
    await call('POST', '/v4/promotion/learningspace', { email: 'ada@example.com' });
    const res = await call('DELETE', '/__received');
    expect(await res.json()).toEqual({ cleared: 1 });
    expect(await received()).toEqual([]);
  });
});

describe('/__faults', () => {
  it('shows the current setting', async () => {
    expect(await (await call('GET', '/__faults')).json()).toEqual({ mode: 'off', delayMs: 0, pathPrefix: '/' });
    await setFaults({ mode: 'slow', delayMs: 5, pathPrefix: '/v4/search' });
    expect(await (await call('GET', '/__faults')).json()).toEqual({ mode: 'slow', delayMs: 5, pathPrefix: '/v4/search' });
    expect((await setFaults({ mode: 'explode' })).status).toBe(400);
  });

  it('error: 503 JSON on matching paths only, and faulted POSTs are not recorded', async () => {
    await setFaults({ mode: 'error', pathPrefix: '/v4/promotion' });
    const failed = await call('POST', '/v4/promotion/contactinfos', contact);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: 'unavailable' });
    expect((await call('GET', '/cms/api/faq-pages')).status).toBe(200);
    expect((await call('GET', '/__received')).status).toBe(200);
    expect(await received()).toEqual([]);
    await setFaults({ mode: 'off' });
    await call('POST', '/v4/promotion/contactinfos', contact);
    expect(await received()).toHaveLength(1);
  });

  it('error without a prefix applies to every non-hook path', async () => {
    await setFaults({ mode: 'error' });
    for (const path of ['/v4/promotion/publishers', '/cms/api/blog', '/cms-legacy/faq', '/images/covers/ED-000001.svg']) {
      expect((await call('GET', path)).status, path).toBe(503);
    }
    expect((await call('GET', '/__faults')).status).toBe(200);
  });

  it('garbage: 200 application/json that does not parse', async () => {
    await setFaults({ mode: 'garbage', pathPrefix: '/v4/search' });
    const res = await call('POST', '/v4/search/all', { query: '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(await received()).toEqual([]);
  });

  it('slow: answers normally after the delay', async () => {
    await setFaults({ mode: 'slow', delayMs: 150 });
    const started = Date.now();
    const publisher = await expectOk(promo.publisherSchema, 'GET', '/v4/promotion/publisher?publisherId=3');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(publisher.name).toBe('Breitkopf & Härtel');
  });

  it('timeout: holds the request until the caller aborts', async () => {
    await setFaults({ mode: 'timeout', pathPrefix: '/v4/promotion/contactinfos' });
    const controller = new AbortController();
    let settled = false;
    const pending = Promise.resolve(
      app.request('/v4/promotion/contactinfos', { method: 'POST', body: JSON.stringify(contact), signal: controller.signal }),
    ).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    controller.abort();
    const res = await pending;
    expect(res.status).toBe(504);
    expect(await received()).toEqual([]);
  });
});

describe('BASE_DELAY_MS', () => {
  it('delays upstream answers but not the hooks', async () => {
    const env = { BASE_DELAY_MS: '120' };
    let started = Date.now();
    expect((await app.request('/v4/promotion/publishers', {}, env)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    started = Date.now();
    expect((await app.request('/__faults', {}, env)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('/__cms-requests', () => {
  const cmsRequestsSchema = z.array(z.object({ path: z.string(), publicationState: z.string().nullable(), time: z.iso.datetime() }));
  const cmsRequests = () => expectOk(cmsRequestsSchema, 'GET', '/__cms-requests');

  it('records every content-service read with the publicationState it asked for', async () => {
    await call('DELETE', '/__cms-requests');
    await call('GET', '/cms/api/legal-pages');
    await call('GET', '/cms/api/legal-pages?publicationState=preview');
    await call('GET', '/cms-legacy/faq');
    await call('GET', '/v4/promotion/publishers');
    const rows = await cmsRequests();
    expect(rows.map((r) => [r.path, r.publicationState])).toEqual([
      ['/cms/api/legal-pages', null],
      ['/cms/api/legal-pages', 'preview'],
      ['/cms-legacy/faq', null],
    ]);
    await call('DELETE', '/__cms-requests');
    expect(await cmsRequests()).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('a POST repeated with the same key is answered again but arrives once', async () => {
    await call('DELETE', '/__received');
    const send = () =>
      app.request('/v4/promotion/contactinfos', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'key-12345678' },
        body: JSON.stringify(contact),
      });
    const first = await send();
    const second = await send();
    expect(await first.json()).toBe(true);
    expect(await second.json()).toBe(true);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await received()).toHaveLength(1);
  });
});

describe('/__reads', () => {
  const readsSchema = z.object({ reads: z.record(z.string(), z.number()), other: z.number() });
  const reads = () => expectOk(readsSchema, 'GET', '/__reads');

  it('counts each GET read by path and query, faulted ones too, but not POSTs or hooks', async () => {
    await call('DELETE', '/__reads');
    await call('GET', '/v4/promotion/publisher?publisherId=3');
    await call('GET', '/v4/promotion/publisher?publisherId=3');
    await call('GET', '/v4/promotion/publisher?publisherId=4');
    await setFaults({ mode: 'error', pathPrefix: '/cms/api' });
    expect((await call('GET', '/cms/api/faq-pages')).status).toBe(503);
    await call('POST', '/v4/search/all', { query: 'bach' });
    await call('GET', '/__faults');
    expect(await reads()).toEqual({
      reads: { '/v4/promotion/publisher?publisherId=3': 2, '/v4/promotion/publisher?publisherId=4': 1, '/cms/api/faq-pages': 1 },
      other: 0,
    });
  });

  it('is cleared by DELETE', async () => {
    await call('GET', '/v4/promotion/publishers');
    const res = await call('DELETE', '/__reads');
    expect((await res.json()) as { cleared: number }).toMatchObject({ cleared: expect.any(Number) });
    expect(await reads()).toEqual({ reads: {}, other: 0 });
  });
});

describe('scopes', () => {
  /** A request in scope `name`, as a file of the worker or fault suite sends it. */
  const inScope = (name: string, method: string, path: string, body?: unknown) =>
    call(method, path, body, undefined, { headers: { 'content-type': 'application/json', [UPSTREAM_SCOPE_HEADER]: name } });
  const receivedIn = async (name: string) => receivedSchema.parse(await (await inScope(name, 'GET', '/__received')).json());

  it("keeps a scope's faults, posts and reads from every other scope's and from the default one", async () => {
    await inScope('file-a', 'DELETE', '/__received');
    await inScope('file-b', 'DELETE', '/__received');
    await inScope('file-a', 'POST', '/__faults', { mode: 'error' });

    // Scope a is faulted; scope b and requests without a scope are not.
    expect((await inScope('file-a', 'POST', '/v4/promotion/contactinfos', contact)).status).toBe(503);
    expect((await inScope('file-b', 'POST', '/v4/promotion/contactinfos', contact)).status).toBe(200);
    expect((await call('POST', '/v4/promotion/contactinfos', contact)).status).toBe(200);
    expect(await (await inScope('file-b', 'GET', '/__faults')).json()).toMatchObject({ mode: 'off' });

    // Each scope reads back only its own posts.
    expect(await receivedIn('file-a')).toEqual([]);
    expect(await receivedIn('file-b')).toHaveLength(1);
    expect(await received()).toHaveLength(1);

    await inScope('file-a', 'POST', '/__faults', { mode: 'off' });
    await inScope('file-a', 'GET', '/v4/promotion/editions/ED-000001');
    const readsOf = async (name: string) => ((await (await inScope(name, 'GET', '/__reads')).json()) as { reads: Record<string, number> }).reads;
    expect(await readsOf('file-a')).toEqual({ '/v4/promotion/editions/ED-000001': 1 });
    expect(await readsOf('file-b')).toEqual({});
  });
});
