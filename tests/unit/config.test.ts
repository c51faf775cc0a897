import { describe, expect, it } from 'vitest';
import { analyticsEndpoint, parseConfig, toPublicConfig } from '../../worker/env';

/** A complete, valid set of [vars] (values as wrangler passes them: strings). */
const valid = {
  PRODUCTION: 'true',
  API_ROOT: 'https://api.example.org/',
  CMS_ROOT: 'https://cms.example.org/api',
  CMS_LEGACY_ROOT: 'https://content.example.org',
  DEALS_API_ROOT: 'https://deals.example.org',
  BUILD_STORAGE_ROOT: 'https://builds.example.org',
  IMAGE_STORAGE_ROOT: 'https://images.example.org',
  DEEP_LINK_ROOT: 'https://link.example.org',
  HELP_CENTRE_URL: 'https://help.example.org',
  WEB_APP_URL: 'https://app.example.org',
  GETTING_STARTED_URL: 'https://start.example.org',
  APPLE_STORE_URL: 'https://apps.apple.com/app/id1',
  WINDOWS_STORE_URL: 'https://apps.microsoft.com/detail/1',
  GOOGLE_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
  SUPPORT_CHAT_URL: '',
  ANALYTICS_KEY: 'www.example.org',
  PUBLIC_ORIGIN: 'https://www.example.org',
  UPSTREAM_TIMEOUT_MS: '5000',
  CACHE_PROMOTION: '300/3600/86400',
  CACHE_SEARCH: '60/600/86400',
  CACHE_CMS: '120/1800/86400',
  CACHE_PRICES: '3600/86400/604800',
  UNPUBLISHED_KEY: 'a-long-preview-key-of-32-characters-at-least',
};

describe('configuration', () => {
  it('parses every variable into typed values', () => {
    const config = parseConfig(valid);
    expect(config.PRODUCTION).toBe(true);
    expect(config.API_ROOT).toBe('https://api.example.org'); // trailing slash trimmed
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(5000);
    expect(config.CACHE_SEARCH).toEqual({ maxAge: 60, swr: 600, staleIfError: 86400 });
    expect(config.SUPPORT_CHAT_URL).toBe('');
  });

  it('names a missing variable', () => {
    const { API_ROOT: _omit, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/API_ROOT/);
  });

  it('names a malformed variable and says what is expected', () => {
    expect(() => parseConfig({ ...valid, CMS_ROOT: 'not a url' })).toThrow(/CMS_ROOT: CMS_ROOT must be an http\(s\) URL/);
    expect(() => parseConfig({ ...valid, CACHE_CMS: '120' })).toThrow(/CACHE_CMS/);
    expect(() => parseConfig({ ...valid, PRODUCTION: 'yes' })).toThrow(/PRODUCTION/);
    expect(() => parseConfig({ ...valid, UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => parseConfig({ ...valid, WEB_APP_URL: 'javascript:alert(1)' })).toThrow(/WEB_APP_URL/);
  });

  it('lists every bad variable at once', () => {
    try {
      parseConfig({ ...valid, API_ROOT: '', PUBLIC_ORIGIN: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/API_ROOT/);
      expect(String(error)).toMatch(/PUBLIC_ORIGIN/);
    }
  });

  it('takes the chat widget as an https address kept as written, or none; anything else is named', () => {
    expect(parseConfig(valid).SUPPORT_CHAT_WIDGET_URL).toBe('');
    const widget = 'https://widget.chat.example/v2/loader.js?app=nkoda';
    expect(parseConfig({ ...valid, SUPPORT_CHAT_WIDGET_URL: widget }).SUPPORT_CHAT_WIDGET_URL).toBe(widget);
    expect(toPublicConfig(parseConfig({ ...valid, SUPPORT_CHAT_WIDGET_URL: widget })).supportChatWidgetUrl).toBe(widget);
    for (const bad of ['http://widget.chat.example/loader.js', 'javascript:alert(1)', '//widget.chat.example/loader.js', 'loader.js']) {
      expect(() => parseConfig({ ...valid, SUPPORT_CHAT_WIDGET_URL: bad }), bad).toThrow(
        /SUPPORT_CHAT_WIDGET_URL: SUPPORT_CHAT_WIDGET_URL must be an https URL or empty/,
      );
    }
  });

  it('takes the analytics endpoint as an http(s) URL or a path on this site, and says where each side sends to', () => {
    expect(parseConfig(valid).ANALYTICS_API_URL).toBe('https://plausible.io/api/event');
    const at = (value: string) => analyticsEndpoint(parseConfig({ ...valid, ANALYTICS_API_URL: value }));
    expect(at('https://stats.example.net/api/event/')).toEqual({
      browser: 'https://stats.example.net/api/event',
      server: 'https://stats.example.net/api/event',
      connectOrigin: 'https://stats.example.net',
    });
    // A first-party proxy: the browser posts to the page's own origin; the worker to PUBLIC_ORIGIN.
    expect(at('/stats/api/event/')).toEqual({ browser: '/stats/api/event', server: 'https://www.example.org/stats/api/event', connectOrigin: null });
    expect(at('https://www.example.org/stats/api/event')).toEqual({
      browser: '/stats/api/event',
      server: 'https://www.example.org/stats/api/event',
      connectOrigin: null,
    });
    // The browser is told only when analytics is on.
    expect(toPublicConfig(parseConfig({ ...valid, ANALYTICS_API_URL: '/stats/api/event' })).analyticsEndpoint).toBe('/stats/api/event');
    expect(toPublicConfig(parseConfig({ ...valid, ANALYTICS_KEY: '' })).analyticsEndpoint).toBe('');
    for (const bad of [
      '//stats.example.net/api/event',
      'stats/api/event',
      '/',
      '/api/event?x=1',
      '/stats\\event',
      '/a b',
      'ftp://stats.example.net',
      'javascript:alert(1)',
    ]) {
      expect(() => parseConfig({ ...valid, ANALYTICS_API_URL: bad }), bad).toThrow(
        /ANALYTICS_API_URL: ANALYTICS_API_URL must be an http\(s\) URL or a path on this site/,
      );
    }
  });

  it('keeps preview mode off without a key, and refuses a short one', () => {
    const { UNPUBLISHED_KEY: _omit, ...rest } = valid;
    expect(parseConfig(rest).UNPUBLISHED_KEY).toBeUndefined();
    expect(() => parseConfig({ ...valid, UNPUBLISHED_KEY: 'short' })).toThrow(/UNPUBLISHED_KEY/);
    // 31 characters: guessable enough to refuse (decision 044); 32 are the least accepted.
    expect(() => parseConfig({ ...valid, UNPUBLISHED_KEY: 'k'.repeat(31) })).toThrow(/UNPUBLISHED_KEY must be at least 32 characters/);
    expect(parseConfig({ ...valid, UNPUBLISHED_KEY: 'k'.repeat(32) }).UNPUBLISHED_KEY).toBe('k'.repeat(32));
  });

  it('never hands a secret to the browser', () => {
    const publicConfig = toPublicConfig(parseConfig(valid));
    expect(JSON.stringify(publicConfig)).not.toContain(valid.UNPUBLISHED_KEY);
    expect(publicConfig.webAppUrl).toBe('https://app.example.org');
  });
});
