import { describe, expect, it } from 'vitest';
import { PAGE_PARAMS, pageParamsOf, pageSearch, pageUrl } from '../../shared/page-params';
import { PAGE_PATTERNS } from '../../shared/page-patterns';
import { FACETS, FILTER_PARAMS } from '../../shared/search-state';
import { CHECKOUT_RETURN_PARAMS } from '../../shared/checkout-return';
import { PageCache } from '../../worker/cache/page-cache';

/** The table of the parameters each page reads (shared/page-params.ts, decision 044). */
describe('page parameters', () => {
  it('names pages that exist', () => {
    for (const pattern of Object.keys(PAGE_PARAMS)) expect(PAGE_PATTERNS).toContain(pattern);
  });

  it('gives the facet forms every facet name, the order and the page, as search-state spells them', () => {
    const facetNames = FACETS.map((facet) => FILTER_PARAMS[facet]);
    for (const pattern of ['/search', '/instrument', '/artist', '/artists/:slug', '/publisher', '/publishers/:slug'] as const) {
      expect(PAGE_PARAMS[pattern], pattern).toEqual(expect.arrayContaining([...facetNames, 'sort', 'page']));
    }
    expect(PAGE_PARAMS['/pricing']).toEqual(expect.arrayContaining([CHECKOUT_RETURN_PARAMS.checkout, CHECKOUT_RETURN_PARAMS.sessionId]));
  });

  it('matches as the router does: a language prefix, any case, one trailing slash', () => {
    expect(pageParamsOf('/ja/artists')).toEqual(['letter', 'page']);
    expect(pageParamsOf('/Artists/')).toEqual(['letter', 'page']);
    expect(pageParamsOf('/blog/category/news')).toEqual(['page']);
    expect(pageParamsOf('/faq')).toEqual([]);
    expect(pageParamsOf('/no/such/page')).toEqual([]);
  });

  it('keeps the page’s own parameters, first value each, in one order; drops everything else', () => {
    expect(pageSearch('/artists', '?utm_source=x&page=2&letter=B&letter=C&fbclid=y')).toBe('?letter=B&page=2');
    expect(pageSearch('/', '?utm_source=x&strapi=key')).toBe('');
    expect(pageSearch('/search', '?q=a%20b&zz=1')).toBe('?q=a+b');
    expect(pageUrl('https://site.test/de/playlist?gclid=1&playlistRef=PL-1&page=3')).toBe('https://site.test/de/playlist?playlistRef=PL-1&page=3');
  });
});

describe('page cache entries', () => {
  it('a page over the size cap is served but not kept', () => {
    const cache = new PageCache(1_000_000, 1_000);
    expect(cache.set('small', 'x'.repeat(1_000), 'N', 60, 0)).not.toBeNull();
    expect(cache.set('large', 'x'.repeat(1_001), 'N', 60, 0)).toBeNull();
    const strategy = { maxAge: 60, swr: 0, staleIfError: 0 };
    expect(cache.get('small', strategy, 1)).not.toBeNull();
    expect(cache.get('large', strategy, 1)).toBeNull();
  });
});
