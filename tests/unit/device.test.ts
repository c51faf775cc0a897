import { describe, expect, it } from 'vitest';
import { detectedPlatform, platformFromUserAgent } from '../../shared/device';

const UA = {
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('platform from User-Agent', () => {
  it('recognises Android phones and tablets', () => {
    expect(platformFromUserAgent(UA.androidPhone)).toBe('Android');
    expect(platformFromUserAgent(UA.androidTablet)).toBe('Android');
  });

  it('recognises iPhone and iPad before Mac (their UA says "like Mac OS X")', () => {
    expect(platformFromUserAgent(UA.iPhone)).toBe('iOS');
    expect(platformFromUserAgent(UA.iPad)).toBe('iOS');
  });

  it('recognises a Mac', () => {
    expect(platformFromUserAgent(UA.mac)).toBe('Mac');
  });

  it('sends Windows, Linux, bots and missing agents to the Windows store', () => {
    expect(platformFromUserAgent(UA.windows)).toBe('Windows');
    expect(platformFromUserAgent(UA.linux)).toBe('Windows');
    expect(platformFromUserAgent('curl/8.5.0')).toBe('Windows');
    expect(platformFromUserAgent('')).toBe('Windows');
    expect(platformFromUserAgent(undefined)).toBe('Windows');
  });
});

describe('detected platform (what /download highlights)', () => {
  it('names the four app platforms as the store redirect does', () => {
    expect(detectedPlatform(UA.androidTablet)).toBe('Android');
    expect(detectedPlatform(UA.iPad)).toBe('iOS');
    expect(detectedPlatform(UA.mac)).toBe('Mac');
    expect(detectedPlatform(UA.windows)).toBe('Windows');
  });

  it('names none for Linux, bots and missing agents instead of guessing Windows', () => {
    expect(detectedPlatform(UA.linux)).toBeNull();
    expect(detectedPlatform('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBeNull();
    expect(detectedPlatform('')).toBeNull();
    expect(detectedPlatform(null)).toBeNull();
  });
});
