import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applinkTokenCookie } from '../../client/lib/deep-link-registration';
import { consentCookie } from '../../client/lib/consent-cookie';
import { parseSetCookie } from '../security/observatory';
import { languageCookie, LANGUAGE_COOKIE, LANGUAGE_SUGGESTION_COOKIE } from '../../shared/languages';
import { languageChoiceCookie } from '../../client/boot-extras';
import { clearedPreviewCookieLine, previewCookieLine } from './fixtures/preview-cookie';
import { Hono } from 'hono';
import type { AppEnv } from '../../worker/app-env';
import type { Config } from '../../worker/env';
import { formOutcomeCookie, withFormOutcomeCleared } from '../../worker/forms/outcome-cookie';
import { FORM_OUTCOME_COOKIE, FORM_OUTCOME_COOKIE_MAX_AGE } from '../../shared/forms/form-outcome';

/**
 * Every cookie the site sets: Secure outside local HTTP, SameSite=Lax, and HttpOnly unless the
 * browser script writes or reads it. An inventory of the code that writes cookies keeps a new
 * one from arriving without a test here.
 */

const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
const TOKEN = '6f1c2a56-8f5e-4d4c-9a57-0d7d3c1b2e4f';

describe('the preview cookie (set by the worker, read only by the worker)', () => {
  it('is HttpOnly, SameSite=Lax, site-wide and ends with the browser session', async () => {
    const line = await previewCookieLine('https://www.example.org', true);
    expect(parseSetCookie(line)).toEqual({ name: 'show-unpublished', secure: true, httpOnly: true, sameSite: 'lax' });
    expect(attributes(line)).toContain('path=/');
    expect(line).not.toMatch(/expires|max-age/i);
  });

  it('is Secure over HTTPS even outside production, and in production even when the request came as HTTP', async () => {
    expect(parseSetCookie(await previewCookieLine('https://preview.example.org', false)).secure).toBe(true);
    expect(parseSetCookie(await previewCookieLine('http://www.example.org', true)).secure).toBe(true);
  });

  it('is not Secure on a local HTTP run, where the browser would otherwise drop it', async () => {
    expect(parseSetCookie(await previewCookieLine('http://127.0.0.1:8787', false)).secure).toBe(false);
  });

  it('is cleared with the same attributes, so the browser replaces it', async () => {
    const line = await clearedPreviewCookieLine('https://www.example.org', true);
    expect(parseSetCookie(line)).toEqual({ name: 'show-unpublished', secure: true, httpOnly: true, sameSite: 'lax' });
    expect(line).toMatch(/max-age=0/i);
  });
});

describe("the form-outcome cookie (set by the worker for a native post's 303, read only by the worker)", () => {
  /** The line the 303 sets, and the one the page after it clears the cookie with, at `origin`. */
  async function lines(origin: string, production: boolean) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('config', { PRODUCTION: production } as Config);
      await next();
    });
    app.get('/set', (c) => c.text(formOutcomeCookie(c, { form: 'contactinfos', state: 'sent' })));
    app.get('/clear', (c) => withFormOutcomeCleared(c, new Response('page')));
    const set = await (await app.request(`${origin}/set`)).text();
    const cleared = (await app.request(`${origin}/clear`)).headers.get('set-cookie') ?? '';
    return { set, cleared };
  }

  it('names the outcome only, is HttpOnly, SameSite=Lax, site-wide, and lives a minute', async () => {
    const { set } = await lines('https://www.example.org', true);
    expect(parseSetCookie(set)).toEqual({ name: FORM_OUTCOME_COOKIE, secure: true, httpOnly: true, sameSite: 'lax' });
    expect(set.split(';')[0]).toBe(`${FORM_OUTCOME_COOKIE}=contactinfos.sent`);
    expect(attributes(set)).toEqual(expect.arrayContaining(['path=/', `max-age=${FORM_OUTCOME_COOKIE_MAX_AGE}`]));
  });

  it('is Secure over HTTPS or in production, not on a local HTTP run; cleared with the same attributes', async () => {
    expect(parseSetCookie((await lines('https://preview.example.org', false)).set).secure).toBe(true);
    expect(parseSetCookie((await lines('http://www.example.org', true)).set).secure).toBe(true);
    expect(parseSetCookie((await lines('http://127.0.0.1:8787', false)).set).secure).toBe(false);
    const { cleared } = await lines('https://www.example.org', true);
    expect(parseSetCookie(cleared)).toEqual({ name: FORM_OUTCOME_COOKIE, secure: true, httpOnly: true, sameSite: 'lax' });
    expect(attributes(cleared)).toEqual(expect.arrayContaining(['path=/', 'max-age=0']));
  });
});

describe('the cookies the browser script writes (so they cannot be HttpOnly)', () => {
  it('CookieConsent: a session cookie, SameSite=Lax, Secure on HTTPS', () => {
    expect(parseSetCookie(consentCookie(true))).toEqual({ name: 'CookieConsent', secure: true, httpOnly: false, sameSite: 'lax' });
    expect(parseSetCookie(consentCookie(false)).secure).toBe(false);
    expect(consentCookie(true)).not.toMatch(/expires|max-age/i);
  });

  it("'applink token': 30 days, SameSite=Lax, Secure on HTTPS", () => {
    const line = applinkTokenCookie(TOKEN, true);
    expect(parseSetCookie(line)).toEqual({ name: 'applink%20token', secure: true, httpOnly: false, sameSite: 'lax' });
    expect(attributes(line)).toContain(`max-age=${30 * 24 * 60 * 60}`);
    expect(parseSetCookie(applinkTokenCookie(TOKEN, false)).secure).toBe(false);
  });

  it('language and language-suggestion: a year, site-wide, SameSite=Lax, Secure on HTTPS', () => {
    for (const name of [LANGUAGE_COOKIE, LANGUAGE_SUGGESTION_COOKIE] as const) {
      const line = languageCookie(name, 'de', true);
      expect(parseSetCookie(line)).toEqual({ name, secure: true, httpOnly: false, sameSite: 'lax' });
      expect(attributes(line)).toEqual(expect.arrayContaining(['path=/', `max-age=${365 * 24 * 60 * 60}`]));
      expect(parseSetCookie(languageCookie(name, 'de', false)).secure).toBe(false);
    }
  });

  it("the boot script's choice of language writes the cookie the server writes", () => {
    expect(languageChoiceCookie('de', 'https:')).toBe(languageCookie(LANGUAGE_COOKIE, 'de', true));
    expect(languageChoiceCookie('ja', 'http:')).toBe(languageCookie(LANGUAGE_COOKIE, 'ja', false));
  });
});

/** Source files of the site (not tests, not the demo upstream). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('cookie inventory', () => {
  it('only the writers tested above set cookies', () => {
    const writers = ['client', 'worker', 'shared']
      .flatMap(sources)
      .filter((path) => /document\.cookie\s*=|jar\.cookie\s*=|\bsetCookie\(|\bdeleteCookie\(|set-cookie/i.test(readFileSync(path, 'utf8')))
      .sort();
    expect(writers).toEqual([
      'client/boot-extras.ts',
      'client/components/layout/cookie-bar.tsx',
      'client/components/layout/language-suggestion.tsx',
      'client/lib/consent-cookie.ts',
      'client/lib/deep-link-registration.ts',
      // The cookie bar's Accept as a plain form: consentCookie's text (tests/worker/consent.test.ts).
      'worker/api/consent.ts',
      'worker/api/index.ts',
      'worker/api/native-form.ts',
      'worker/forms/outcome-cookie.ts',
      'worker/middleware/preview-mode.ts',
    ]);
  });
});
