import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_FIELD } from '../../shared/forms/form-outcome';
import { CONSENT_PATH, COOKIE_CONSENT } from '../../shared/spec';
import { parseSetCookie } from '../security/observatory';
import { unescapeHtml } from '../support/escape';
import { coldCache } from '../support/upstream';

/**
 * The cookie bar's Accept as a plain HTML form (worker/api/consent.ts): what a visitor whose
 * page's code has not started (or never will) gets when they press it.
 */

const SITE = 'http://site.test';

/** Posts the Accept form as a browser does: urlencoded, from the site's own page unless told. */
function accept(fields: Record<string, string> | null, headers: Record<string, string> = {}, site = SITE) {
  return exports.default.fetch(`${site}${CONSENT_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site, ...headers },
    body: fields === null ? undefined : new URLSearchParams(fields),
  });
}

const page = async (path: string, cookie?: string) => {
  const response = await exports.default.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
};

/** The bar is in the HTML (its region, in whichever language the page is). */
const hasBar = (html: string) => html.includes('class="cookie-bar"');

beforeEach(coldCache);

describe('Accept without the page’s code: POST /api/consent', () => {
  it('is a form on every page that has the bar, naming the page as the browser has it', async () => {
    const { html } = await page('/de/artists?letter=B');
    const form = html.match(/<form[^>]*class="cookie-bar__form"[^>]*>(.*?)<\/form>/s);
    expect(form, 'the bar holds a form').not.toBeNull();
    expect(form![0]).toMatch(/method="post"/);
    expect(form![0]).toContain(`action="${CONSENT_PATH}"`);
    const field = form![1]!.match(new RegExp(`<input type="hidden" name="${PAGE_FIELD}" value="([^"]*)"`));
    expect(unescapeHtml(field![1]!)).toBe('/de/artists?letter=B');
    expect(form![1]).toMatch(/<button type="submit"/);
  });

  it('sets the consent session cookie and answers 303 back to the page, which comes without the bar', async () => {
    const response = await accept({ [PAGE_FIELD]: '/de/artists?letter=B' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/artists?letter=B');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = response.headers.getSetCookie();
    expect(lines).toHaveLength(1);
    // The page's code writes the same text (client/lib/consent-cookie.ts): a session cookie,
    // site-wide, SameSite=Lax, readable by the page's code, Secure only over HTTPS.
    expect(lines[0]).toBe(`${COOKIE_CONSENT}=true; Path=/; SameSite=Lax`);
    expect(parseSetCookie(lines[0]!)).toEqual({ name: COOKIE_CONSENT, secure: false, httpOnly: false, sameSite: 'lax' });
    expect(lines[0]).not.toMatch(/expires|max-age/i);

    // The page comes without the bar for the cookie the answer set (the page cache keeps one
    // page per consent: the one with the bar, asked first, is not the one served).
    const before = await page('/de/artists?letter=B');
    expect(hasBar(before.html), 'the page shows the bar before').toBe(true);
    const after = await page(response.headers.get('location')!, lines[0]!.split(';')[0]);
    expect(after.status).toBe(200);
    expect(hasBar(after.html), 'the page after the 303 has no bar').toBe(false);
  });

  it('is Secure over HTTPS', async () => {
    const response = await accept({ [PAGE_FIELD]: '/faq' }, {}, 'https://site.test');
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie()).toEqual([`${COOKIE_CONSENT}=true; Path=/; SameSite=Lax; Secure`]);
  });

  it('answers on a page of the site only: anything else falls back to the same-origin Referer, then home', async () => {
    const foreign = [
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example',
      '/a\\b',
      'https://evil.example/',
      `${SITE}/faq`,
      'javascript:alert(1)',
      'faq',
      '',
      '/faq\r\nSet-Cookie: x=1',
      '/fa q',
      `/${'x'.repeat(9000)}`,
      CONSENT_PATH,
      '/api',
    ];
    for (const value of foreign) {
      const home = await accept({ [PAGE_FIELD]: value });
      expect(home.status, value.slice(0, 40)).toBe(303);
      expect(home.headers.get('location'), value.slice(0, 40)).toBe('/');
      expect(home.headers.getSetCookie(), value.slice(0, 40)).toHaveLength(1);
      const back = await accept({ [PAGE_FIELD]: value }, { referer: `${SITE}/fr/publishers?page=2` });
      expect(back.headers.get('location'), value.slice(0, 40)).toBe('/fr/publishers?page=2');
    }
    // No field at all, or no body: the Referer, when it is the site's own.
    expect((await accept(null, { referer: `${SITE}/blog` })).headers.get('location')).toBe('/blog');
    expect((await accept({}, { referer: 'https://evil.example/page' })).headers.get('location')).toBe('/');
    expect((await accept({}, { referer: `${SITE}//evil.example` })).headers.get('location')).toBe('/');
    expect((await accept({}, { referer: 'not a url' })).headers.get('location')).toBe('/');
    // A fragment is no part of the page's address.
    expect((await accept({ [PAGE_FIELD]: '/faq?q=1#top' })).headers.get('location')).toBe('/faq?q=1');
  });

  it('refuses a post from another site: no cookie, no redirect', async () => {
    const response = await accept({ [PAGE_FIELD]: '/faq' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    // A form post is refused in words a browser shows (worker/middleware/same-origin.ts).
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/site’s own pages/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('location')).toBeNull();
  });

  it('takes nothing but a post', async () => {
    const response = await exports.default.fetch(`${SITE}${CONSENT_PATH}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
