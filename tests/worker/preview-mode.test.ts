import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { PREVIEW_MODE_TEXT } from '#messages/client/components/layout/layout';
import { SHOW_UNPUBLISHED_COOKIE } from '../../shared/spec';
import { canonical } from '../support/page-html';
import { upstream } from '../support/upstream';

const KEY = inject('previewKey');
/** The draft legal page of the demo CMS: the footer's Legal column lists it only in preview. */
const DRAFT_TITLE = 'Accessibility statement';

async function get(path: string, cookie?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  return exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', ...init, headers });
}

/** Opens preview mode and returns the cookie the browser would send from then on. */
async function openPreview(): Promise<string> {
  const response = await get(`/?strapi=${encodeURIComponent(KEY)}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = setCookie.split(';')[0]!;
  expect(pair.startsWith(`${SHOW_UNPUBLISHED_COOKIE}=`)).toBe(true);
  return pair;
}

interface CmsRequest {
  path: string;
  publicationState: string | null;
}
const cmsRequests = async (): Promise<CmsRequest[]> => (await fetch(`${upstream}/__cms-requests`)).json();

beforeEach(async () => {
  await fetch(`${upstream}/__cms-requests`, { method: 'DELETE' });
});

describe('opening preview mode', () => {
  it('the right key sets a session cookie and redirects to the same address without the key', async () => {
    const response = await get(`/artists?letter=B&strapi=${encodeURIComponent(KEY)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/artists?letter=B');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SHOW_UNPUBLISHED_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    // A session cookie: no lifetime of its own.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    expect(setCookie).not.toContain(KEY);
    expect(await response.text()).not.toContain(KEY);
  });

  it('a wrong key redirects the same way but sets nothing', async () => {
    for (const wrong of ['wrong', '', `${KEY}x`, KEY.slice(0, -1)]) {
      const response = await get(`/faq?strapi=${encodeURIComponent(wrong)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/faq');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('a forged cookie is not preview', async () => {
    const response = await get('/', `${SHOW_UNPUBLISHED_COOKIE}=true`);
    const html = await response.text();
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain('class="preview-marker"');
  });
});

describe('in preview mode', () => {
  it('pages show drafts and the Preview marker, and never the key', async () => {
    const cookie = await openPreview();
    const response = await get('/', cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="preview-marker"');
    expect(html).toContain(PREVIEW_MODE_TEXT.message);
    expect(html).toContain(DRAFT_TITLE);
    expect(html).not.toContain(KEY);
    expect(canonical(html)).toBe('https://www.nkoda.com/');
    // Drafts may not be kept by any shared or browser cache.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('every content-service read asks for publicationState=preview and skips the cache', async () => {
    const cookie = await openPreview();
    await get('/', cookie);
    await get('/', cookie);
    const legal = (await cmsRequests()).filter((r) => r.path === '/cms/api/legal-pages');
    // Two page loads, two reads upstream: nothing was answered from the KV cache.
    expect(legal).toHaveLength(2);
    expect(legal.every((r) => r.publicationState === 'preview')).toBe(true);
  });

  it('the BFF reads drafts too, for client navigations', async () => {
    const cookie = await openPreview();
    const response = await get('/api/cms/legal-pages', cookie);
    const body = (await response.json()) as { data: Array<{ attributes: { title: string } }> };
    expect(body.data.map((d) => d.attributes.title)).toContain(DRAFT_TITLE);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaving clears the cookie', async () => {
    const cookie = await openPreview();
    const response = await get('/api/preview', cookie, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SHOW_UNPUBLISHED_COOKIE}=;.*Max-Age=0`, 'i'));
  });
});

describe('without preview mode', () => {
  it('pages show published content only and ask for no publication state', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain('class="preview-marker"');
  });

  it('a visitor cannot ask the BFF for drafts', async () => {
    // Not a parameter of any read (the read contract, docs/decisions/043): refused, not forwarded.
    const response = await get('/api/cms/legal-pages?publicationState=preview');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', fields: { publicationState: expect.any(String) } });
    expect((await cmsRequests()).every((r) => r.publicationState === null)).toBe(true);
  });
});
