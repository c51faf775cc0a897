import { describe, expect, it } from 'vitest';
import { PageCache, pageCacheKey, pageHtml } from '../../worker/cache/page-cache';

const strategy = { maxAge: 300, swr: 60, staleIfError: 600 };
const T0 = 1_000_000;
const at = (seconds: number) => T0 + seconds * 1000;

describe('page cache', () => {
  it('re-stamps every occurrence of the render nonce with the new response’s nonce', () => {
    const cache = new PageCache(1_000_000);
    cache.set('k', '<script nonce="abc123">a</script><script nonce="abc123" src="/x.js"></script>', 'abc123', 60, T0);
    const found = cache.get('k', strategy, at(1));
    expect(pageHtml(found!.page, 'NEW')).toBe('<script nonce="NEW">a</script><script nonce="NEW" src="/x.js"></script>');
  });

  it('is fresh while its data is, then stale for swr, then stands in on errors, then gone', () => {
    const cache = new PageCache(1_000_000);
    cache.set('k', 'page', 'n', 60, T0);
    expect(cache.get('k', strategy, at(59))?.state).toBe('fresh');
    expect(cache.get('k', strategy, at(61))?.state).toBe('stale');
    expect(cache.get('k', strategy, at(60 + 61))?.state).toBe('stale-if-error');
    expect(cache.get('k', strategy, at(60 + 60 + 601))).toBeNull();
    expect(cache.get('k', strategy, at(1))).toBeNull();
  });

  it('keeps nothing built from data that was no longer fresh', () => {
    const cache = new PageCache(1_000_000);
    cache.set('k', 'page', 'n', 0, T0);
    expect(cache.get('k', strategy, T0)).toBeNull();
  });

  it('lets one background re-render run per page at a time', () => {
    const cache = new PageCache(1_000_000);
    expect(cache.startRefresh('k')).toBe(true);
    expect(cache.startRefresh('k')).toBe(false);
    cache.endRefresh('k');
    expect(cache.startRefresh('k')).toBe(true);
  });

  it('keys pages by URL, the consent choice and the country, and never for a preview session', () => {
    const base = { consent: false, preview: false, country: 'DE' };
    const key = pageCacheKey('https://site/faq', base);
    expect(key).not.toBeNull();
    expect(pageCacheKey('https://site/faq', { ...base, consent: true })).not.toBe(key);
    expect(pageCacheKey('https://site/faq?page=2', base)).not.toBe(key);
    expect(pageCacheKey('https://site/faq', { ...base, country: 'FR' })).not.toBe(key);
    expect(pageCacheKey('https://site/faq', { ...base, country: null })).not.toBe(key);
    expect(pageCacheKey('https://site/faq', { ...base, preview: true })).toBeNull();
  });
});
