import { exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/app-env';
import { config } from '../../worker/config';
import { mountAppReview } from '../../worker/middleware/device-routing';
import { forgetReceived, received, upstream } from '../support/upstream';
import { LANGUAGES, languagePrefix } from '../../shared/languages';

/** Real User-Agent strings, as each kind of visitor sends them. */
const UA = {
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.118 Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  /** iPadOS 13+ Safari asks for desktop sites by default: the same string as Safari on a Mac. */
  iPadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

const PLAY_REVIEWS = 'https://play.google.com/store/apps/details?id=com.nkoda.app&showAllReviews=true';
const APP_STORE_REVIEW = 'https://apps.apple.com/app/nkoda/id1155447018?action=write-review';
const MAC_APP_STORE_REVIEW = 'https://apps.apple.com/app/nkoda/id1155447018?mt=12&action=write-review';
const WINDOWS_STORE = 'https://apps.microsoft.com/detail/9nblggh4nns1';

async function visit(userAgent: string | null, path = '/app-review') {
  const headers = new Headers();
  // workerd's fetch adds no User-Agent of its own, so "none" really is none.
  if (userAgent !== null) headers.set('user-agent', userAgent);
  return exports.default.fetch(`http://site.test${path}`, { headers, redirect: 'manual' });
}

/** Every spelling a visitor may be sent: each language's prefix (English has none), with and without one trailing slash. */
const SPELLINGS = LANGUAGES.flatMap((language) => {
  const path = `${languagePrefix(language)}/app-review`;
  return [path, `${path}/`];
});

describe('/app-review sends each device to its store review page', () => {
  const cases: Array<[string, string | null, string]> = [
    ['an Android phone', UA.androidPhone, PLAY_REVIEWS],
    ['an Android tablet', UA.androidTablet, PLAY_REVIEWS],
    ['an iPhone', UA.iPhone, APP_STORE_REVIEW],
    ['an iPad', UA.iPad, APP_STORE_REVIEW],
    // The server cannot see touch: a desktop-mode iPad is a Mac to it. The Mac link still opens
    // the App Store app on the iPad (see worker/middleware/device-routing.ts).
    ['an iPad asking for the desktop site', UA.iPadDesktop, MAC_APP_STORE_REVIEW],
    ['Safari on a Mac', UA.macSafari, MAC_APP_STORE_REVIEW],
    ['Chrome on a Mac', UA.macChrome, MAC_APP_STORE_REVIEW],
    ['Edge on Windows', UA.windowsEdge, WINDOWS_STORE],
    ['Firefox on Linux', UA.linuxFirefox, WINDOWS_STORE],
    ['a search-engine bot', UA.googlebot, WINDOWS_STORE],
    ['an empty User-Agent', '', WINDOWS_STORE],
    ['no User-Agent at all', null, WINDOWS_STORE],
  ];
  for (const [who, userAgent, target] of cases) {
    it(`${who} -> ${target}`, async () => {
      const response = await visit(userAgent);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(target);
    });
  }

  it('is never cached by a shared cache, and says it depends on the User-Agent', async () => {
    const response = await visit(UA.iPhone);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('user-agent');
  });

  /** The answer's status and headers, the date aside: what a visitor's browser acts on. */
  const answerOf = async (userAgent: string, path: string) => {
    const response = await visit(userAgent, path);
    await response.arrayBuffer();
    return { status: response.status, headers: Object.fromEntries([...response.headers].filter(([name]) => name !== 'date')) };
  };

  it('answers the same under every language prefix, with or without a trailing slash', async () => {
    for (const userAgent of [UA.androidPhone, UA.iPhone, UA.macSafari, UA.windowsEdge]) {
      const expected = await answerOf(userAgent, '/app-review');
      for (const path of SPELLINGS) expect(await answerOf(userAgent, path), `${path} (${userAgent})`).toEqual(expected);
    }
  });

  it('opens no other address: two slashes, an unknown prefix or a longer path are not the review link', async () => {
    for (const path of ['/app-review//', '/de/app-review//', '/en/app-review', '/xx/app-review/', '/app-review/x', '/de/app-review/x', '/app-reviews/']) {
      const response = await visit(UA.iPhone, path);
      await response.arrayBuffer();
      expect(response.headers.get('location') ?? '', path).not.toContain('apps.apple.com');
    }
  });
});

interface SeenEvent {
  event: { name: string; url: string; domain: string };
  userAgent: string;
  forwardedFor: string | null;
}
const seenEvents = async (): Promise<SeenEvent[]> => (await fetch(`${upstream}/analytics/api/events`)).json();
const receivedEvents = () => received('/analytics/api/event');

describe('/app-review page view', () => {
  beforeEach(async () => {
    await forgetReceived();
  });

  it('is not sent when no analytics key is configured (the test site has none)', async () => {
    expect(config.ANALYTICS_KEY).toBe('');
    const before = (await seenEvents()).length;
    const response = await visit(UA.iPhone);
    expect(response.status).toBe(302);
    // The site's config is fixed for the isolate; a second request flushes nothing new either.
    await visit(UA.macSafari);
    expect(await receivedEvents()).toEqual([]);
    expect((await seenEvents()).length).toBe(before);
  });

  /**
   * The site's config is parsed once per isolate from wrangler's [vars] (ANALYTICS_KEY empty in
   * these tests), so the key cannot be switched on for one file. The real handler runs instead
   * in a small app that sets a config with the key, inside workerd, posting to the demo
   * upstream's events API, with waitUntil honoured by a real execution context.
   */
  function appWithAnalytics(apiUrl: string) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('config', { ...config, ANALYTICS_KEY: 'www.nkoda.com', ANALYTICS_API_URL: apiUrl });
      await next();
    });
    mountAppReview(app);
    return app;
  }

  it('posts the visitor’s page view with their User-Agent and address when a key is set', async () => {
    const ctx = createExecutionContext();
    const response = await appWithAnalytics(`${upstream}/analytics/api/event`).fetch(
      new Request('http://site.test/app-review?from=email', {
        headers: { 'user-agent': UA.androidPhone, 'cf-connecting-ip': '203.0.113.7' },
      }),
      {},
      ctx,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(PLAY_REVIEWS);
    await waitOnExecutionContext(ctx);

    expect(await receivedEvents()).toHaveLength(1);
    const last = (await seenEvents()).at(-1)!;
    // The path alone: the query names no page, and a page view carries only what does (docs/decisions/045).
    expect(last.event).toEqual({ name: 'pageview', url: 'https://www.nkoda.com/app-review', domain: 'www.nkoda.com' });
    expect(last.userAgent).toBe(UA.androidPhone);
    expect(last.forwardedFor).toBe('203.0.113.7');
  });

  it('is posted for every spelling of the address, filed under the path without its trailing slash', async () => {
    for (const path of SPELLINGS) {
      const ctx = createExecutionContext();
      const response = await appWithAnalytics(`${upstream}/analytics/api/event`).fetch(
        new Request(`http://site.test${path}`, { headers: { 'user-agent': UA.iPhone } }),
        {},
        ctx,
      );
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(APP_STORE_REVIEW);
      await waitOnExecutionContext(ctx);
      expect((await seenEvents()).at(-1)!.event.url, path).toBe(`https://www.nkoda.com${path.replace(/\/$/, '')}`);
    }
    expect(await receivedEvents()).toHaveLength(SPELLINGS.length);
  });

  it('still redirects when the analytics API fails or cannot be reached', async () => {
    for (const apiUrl of [`${upstream}/analytics/no-such-endpoint`, 'http://127.0.0.1:1/api/event']) {
      const ctx = createExecutionContext();
      const response = await appWithAnalytics(apiUrl).fetch(new Request('http://site.test/app-review', { headers: { 'user-agent': UA.iPhone } }), {}, ctx);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(APP_STORE_REVIEW);
      await expect(waitOnExecutionContext(ctx)).resolves.toBeUndefined();
    }
    expect(await receivedEvents()).toEqual([]);
  });
});
