import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../shared/canonical';

const origin = 'https://www.nkoda.com';

describe('canonical link', () => {
  it('is the public origin plus the current path', () => {
    expect(canonicalUrl(origin, '/', '')).toBe('https://www.nkoda.com/');
    expect(canonicalUrl(origin, '/blog/a-new-season', '')).toBe('https://www.nkoda.com/blog/a-new-season');
  });

  it('keeps the query of item pages identified by it', () => {
    expect(canonicalUrl(origin, '/work', '?editionRef=ED-1&publisherId=3')).toBe('https://www.nkoda.com/work?editionRef=ED-1&publisherId=3');
  });

  it('drops the whole query when it paginates without pid or eid', () => {
    expect(canonicalUrl(origin, '/artists', '?letter=B&page=3')).toBe('https://www.nkoda.com/artists');
    expect(canonicalUrl(origin, '/blog', '?page=2')).toBe('https://www.nkoda.com/blog');
  });

  it('keeps a paginating query that also has pid or eid', () => {
    expect(canonicalUrl(origin, '/publisher', '?pid=4&page=2')).toBe('https://www.nkoda.com/publisher?pid=4&page=2');
    expect(canonicalUrl(origin, '/work', '?eid=9&page=2')).toBe('https://www.nkoda.com/work?eid=9&page=2');
  });

  it('never carries the preview key', () => {
    expect(canonicalUrl(origin, '/blog', '?strapi=secret-key')).toBe('https://www.nkoda.com/blog');
    expect(canonicalUrl(origin, '/work', '?editionRef=ED-1&strapi=secret-key')).toBe('https://www.nkoda.com/work?editionRef=ED-1');
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(canonicalUrl('https://www.nkoda.com/', '/faq', '')).toBe('https://www.nkoda.com/faq');
  });
});
