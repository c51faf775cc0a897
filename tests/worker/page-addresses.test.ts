import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { AppEnv } from '../../worker/app-env';
import { config } from '../../worker/config';
import { loadConfig } from '../../worker/middleware/load-config';
import { pageLanguage } from '../../worker/middleware/language';
import { securityHeaders } from '../../worker/middleware/security-headers';
import { previewMode } from '../../worker/middleware/preview-mode';
import { renderPage } from '../../worker/ssr/render';
import { SHOW_UNPUBLISHED_COOKIE } from '../../shared/spec';
import { LANGUAGE_COOKIE } from '../../shared/languages';
import { coldCache, fault, forgetReceived, inOneRateWindow, received } from '../support/upstream';
import { anchors, canonical } from '../support/page-html';
import { ORIGIN, SITE, untilCached, site } from '../support/site';
import { FORM_PATHS } from '../../shared/forms/form-paths';
import { PAGE_FIELD } from '../../shared/forms/form-outcome';

/**
 * What a page's address may carry into the page and the page cache (docs/decisions/044): only the
 * parameters the page reads; the cache-state header only for operators; HEAD reveals nothing of
 * other visitors; the preview key never travels in a redirect and its tries are limited; a list
 * page past its end is not found; the unavailable page says when to come back.
 */

const KEY = inject('previewKey');

async function get(path: string, init: RequestInit = {}) {
  const response = await site(path, init);
  return { response, status: response.status, html: await response.text(), outcome: response.headers.get('x-page-cache') };
}

const getWhenCached = (path: string) => untilCached(path, get);

/** Every href of the page's <link rel="alternate" hreflang> tags. */
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)].map((m) => m[1]!);
/** The language switcher's links. */
const switcherLinks = (html: string) =>
  anchors(html)
    .filter((a) => a.tag.includes('language-switcher__link'))
    .map((a) => a.href);

/** A small app as index.ts composes pages, with the cache-state setting as given. */
function pagesApp(cacheStateHeaders: boolean) {
  const app = new Hono<AppEnv>();
  app.use(loadConfig({ ...config, CACHE_STATE_HEADERS: cacheStateHeaders }));
  app.use(pageLanguage());
  app.use(securityHeaders({ imageStorageRoot: config.IMAGE_STORAGE_ROOT, analyticsOrigin: null, supportChatWidgetUrl: '' }));
  app.use(previewMode());
  app.get('*', renderPage);
  return async (path: string, method = 'GET') => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`http://site.test${path}`, { method }), env, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, body };
  };
}

/** Header names and values, the per-response nonce and date aside. */
function headersOf(response: Response): Record<string, string> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  if (headers['content-security-policy']) headers['content-security-policy'] = headers['content-security-policy'].replace(/'nonce-[^']+'/, "'nonce-N'");
  return headers;
}

beforeEach(coldCache);
afterEach(() => fault('off'));

describe('parameters no page reads', () => {
  const JUNK = 'zzjunkmarker';

  it('never reach the page: not its canonical link, hreflang alternates, switcher links or state', async () => {
    const { status, html } = await get(`/artists?utm_source=news&letter=B&fbclid=${JUNK}&gclid=${JUNK}&msclkid=${JUNK}&mc_eid=${JUNK}&zz=${JUNK}`);
    expect(status).toBe(200);
    expect(html).not.toContain(JUNK);
    expect(html).not.toContain('utm_source');
    expect(html).not.toContain('fbclid');
    expect(canonical(html)).toBe(`${ORIGIN}/artists?letter=B`);
    expect(alternates(html)).toContain(`${ORIGIN}/de/artists?letter=B`);
    for (const href of alternates(html)) expect(href).toMatch(/\/artists\?letter=B$/);
    expect(switcherLinks(html)).toContain('/fr/artists?letter=B');
    for (const href of switcherLinks(html)) expect(href).toMatch(/\/artists\?letter=B$/);
  });

  it('are served from the clean address’s copy in the page cache', async () => {
    const clean = await getWhenCached('/faq');
    const tracked = await get(`/faq?utm_campaign=spring&gclid=${JUNK}`);
    expect(tracked.outcome).toBe('hit');
    const nonce = (html: string) => html.match(/nonce="([^"]+)"/)?.[1] ?? '';
    expect(tracked.html.replaceAll(nonce(tracked.html), 'N')).toBe(clean.html.replaceAll(nonce(clean.html), 'N'));
  });

  it('a 4,000-character junk value is neither echoed nor makes the page larger', async () => {
    const home = await get('/');
    const junk = await get(`/?x=${'a'.repeat(4000)}`);
    expect(junk.status).toBe(200);
    expect(junk.html).not.toContain('a'.repeat(100));
    expect(junk.html.length).toBeLessThan(home.html.length + 200);
  });

  it('known parameters in another order or repeated are one page', async () => {
    const clean = await getWhenCached('/artists?letter=B&page=2');
    const reordered = await get('/artists?page=2&utm_medium=x&letter=B&letter=C');
    expect(reordered.outcome).toBe('hit');
    expect(canonical(reordered.html)).toBe(canonical(clean.html));
    expect(reordered.html).not.toContain('utm_medium');
  });

  it('on a faceted page they are answered with its tidy address, the unknown ones kept (issue 33)', async () => {
    const reordered = await get('/search?group=Piano&utm_medium=x&q=bach&q=other');
    expect(reordered.status).toBe(302);
    expect(reordered.response.headers.get('location')).toBe('/search?q=bach&group=Piano&utm_medium=x');
  });
});

describe('cache-state headers off (the default)', () => {
  it('no x-page-cache, and a page someone just asked for answers with the same headers as one nobody did', async () => {
    const operators = pagesApp(true);
    const visitors = pagesApp(false);
    const unasked = await visitors('/faq');
    expect(unasked.response.status).toBe(200);
    expect(unasked.response.headers.get('x-page-cache')).toBeNull();
    // Until the operators' app sees it kept: both apps share the isolate's page cache.
    let kept = false;
    for (let i = 0; i < 40 && !kept; i++) kept = (await operators('/faq')).response.headers.get('x-page-cache') === 'hit';
    expect(kept).toBe(true);
    const asked = await visitors('/faq');
    expect(asked.response.headers.get('x-page-cache')).toBeNull();
    expect(headersOf(asked.response)).toEqual(headersOf(unasked.response));

    const headAsked = await visitors('/faq', 'HEAD');
    const headUnasked = await visitors('/legal', 'HEAD');
    expect(headAsked.response.headers.get('x-page-cache')).toBeNull();
    expect(Object.keys(headersOf(headAsked.response)).sort()).toEqual(Object.keys(headersOf(headUnasked.response)).sort());
    expect(headersOf(headAsked.response)).toEqual(headersOf(asked.response));
  });
});

describe('the unavailable page', () => {
  it('says when to come back (Retry-After)', async () => {
    await fault('error');
    const { status, response } = await get('/publishers');
    expect(status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('lists past their end', () => {
  it.each([
    '/artists?letter=B&page=999999',
    '/playlist?playlistRef=PL-0006&page=9',
    '/instrument?instrumentRef=IN-001&page=999',
    '/artists/johann-sebastian-bach?page=999',
    '/artist?artistRef=AR-0001&page=999',
    '/publisher?publisherId=1&page=999',
  ])('%s is not found (404), as blog and search pages are', async (path) => {
    const { status } = await get(path);
    expect(status).toBe(404);
  });

  it('a slug-addressed publisher past its end is not found, while its page 1 is a page', async () => {
    const publishers = await get('/publishers');
    const slug = anchors(publishers.html).find((a) => /^\/publishers\/[^/?]+$/.test(a.href))!.href;
    expect((await get(slug)).status).toBe(200);
    expect((await get(`${slug}?page=999`)).status).toBe(404);
  });
});

describe('the preview key', () => {
  const client = () => ({ 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250) + 1}-${Date.now()}` });

  it('is taken out before a legacy redirect: /help?strapi= goes to /help, never cacheable, and the key is nowhere', async () => {
    const opened = await site(`/help?strapi=${encodeURIComponent(KEY)}`, { headers: client() });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/help');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie.startsWith(`${SHOW_UNPUBLISHED_COOKIE}=`)).toBe(true);
    for (const [name, value] of opened.headers) expect(`${name}: ${value}`).not.toContain(KEY);
    // In preview, even the legacy redirect is no one's to keep.
    const moved = await site('/help', { headers: { cookie } });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/faq');
    expect(moved.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is taken out before the remembered language’s redirect', async () => {
    const response = await site(`/?strapi=${encodeURIComponent(KEY)}&letter=B`, { headers: { ...client(), cookie: `${LANGUAGE_COOKIE}=de` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?letter=B');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a wrong guess is a private redirect too; past 20 tries a minute a client is refused, the right key included', async () => {
    const wrong = 'w'.repeat(KEY.length);
    // The guesses and the refusal in one rate-limit window (a turn of the minute empties the bucket).
    const { first, statuses, right } = await inOneRateWindow(
      () => client()['cf-connecting-ip'],
      async (address) => {
        const headers = { 'cf-connecting-ip': address };
        const firstGuess = await site(`/faq?strapi=${wrong}`, { headers });
        const seen = [firstGuess.status];
        for (let i = 0; i < 20; i++) seen.push((await site(`/faq?strapi=${wrong}`, { headers })).status);
        return { first: firstGuess, statuses: seen, right: await site(`/faq?strapi=${encodeURIComponent(KEY)}`, { headers }) };
      },
    );
    expect([first.status, first.headers.get('location'), first.headers.get('cache-control'), first.headers.get('set-cookie')]).toEqual([
      302,
      '/faq',
      'private, no-store',
      null,
    ]);
    expect(statuses.slice(0, 20).every((s) => s === 302)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('60');
    expect(right.headers.get('cache-control')).toBe('private, no-store');
    expect(right.headers.get('set-cookie')).toBeNull();
    // Another client is not affected.
    expect((await site(`/faq?strapi=${encodeURIComponent(KEY)}`, { headers: client() })).headers.get('set-cookie')).toMatch(
      new RegExp(`^${SHOW_UNPUBLISHED_COOKIE}=`),
    );
  });
});

describe('a native post from an address with parameters its page does not read', () => {
  it('is answered on the visitor’s own address (the Referer), and sends its whole query as extraProperties', async () => {
    await forgetReceived();
    const address = '/contact?utm_source=news&enquiry=institutions';
    const response = await exports.default.fetch(`${SITE}${FORM_PATHS.contactInfos}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        referer: `${SITE}${address}`,
        'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`,
      },
      // The kept page names its clean address in _page.
      body: new URLSearchParams({
        [PAGE_FIELD]: '/contact?enquiry=institutions',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Hello.',
        formType: '4',
      }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(address);
    await expect.poll(async () => (await received('/v4/promotion/contactinfos')).length).toBe(1);
    const [post] = await received('/v4/promotion/contactinfos');
    expect((post!.body as { extraProperties: Record<string, string> }).extraProperties).toEqual({ utm_source: 'news', enquiry: 'institutions' });
  });
});
