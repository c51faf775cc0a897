import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { httpsOnly } from '../../worker/middleware/https-only';

const site = (production: boolean) => new Hono().use(httpsOnly(production)).get('*', (c) => c.text('page'));

describe('plain HTTP in production', () => {
  it('is sent permanently to the same address on HTTPS, same host first', async () => {
    const response = await site(true).request('http://www.example.org/work/x?ref=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://www.example.org/work/x?ref=1');
  });

  it("never carries the preview key, and is no cache's to keep when the address had one", async () => {
    const response = await site(true).request('http://www.example.org/help?strapi=the-preview-key-of-32-characters-or-more&letter=B');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://www.example.org/help?letter=B');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a //host path on the site', async () => {
    const response = await site(true).request('http://www.example.org//evil.example/');
    expect(new URL(response.headers.get('location')!).host).toBe('www.example.org');
  });

  it('leaves HTTPS, local runs and non-production alone', async () => {
    expect((await site(true).request('https://www.example.org/')).status).toBe(200);
    expect((await site(true).request('http://localhost:8787/')).status).toBe(200);
    expect((await site(true).request('http://127.0.0.1:8787/')).status).toBe(200);
    expect((await site(false).request('http://www.example.org/')).status).toBe(200);
  });
});
