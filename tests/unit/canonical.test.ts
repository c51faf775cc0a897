import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../shared/canonical';

const origin = 'https://www.nkoda.com';
const artistBySlug = { path: '/artists/johann-sebastian-bach', replaces: ['artistRef'] };

describe('canonical link', () => {
  it('is the public origin plus the current path', () => {
    expect(canonicalUrl(origin, '/', '')).toBe('https://www.nkoda.com/');
    expect(canonicalUrl(origin, '/blog/a-new-season', '')).toBe('https://www.nkoda.com/blog/a-new-season');
  });

  it('keeps the query of item pages identified by it', () => {
    expect(canonicalUrl(origin, '/instrument', '?instrumentRef=IN-001')).toBe('https://www.nkoda.com/instrument?instrumentRef=IN-001');
    expect(canonicalUrl(origin, '/preview', '?editionRef=ED-1')).toBe('https://www.nkoda.com/preview?editionRef=ED-1');
  });

  it('drops the whole query when it paginates without pid or eid and names nothing else', () => {
    expect(canonicalUrl(origin, '/blog', '?page=2')).toBe('https://www.nkoda.com/blog');
    expect(canonicalUrl(origin, '/', '?page=2&strapi=secret-key')).toBe('https://www.nkoda.com/');
  });

  // docs/requirements.md §2.3 drops the whole query here, which would name a missing page or a
  // different list (decision 030).
  it.each([
    ['/instrument', '?instrumentRef=IN-001&page=2', '/instrument?instrumentRef=IN-001'],
    ['/playlist', '?page=3&playlistRef=PL-7', '/playlist?playlistRef=PL-7'],
    ['/search', '?q=bach&page=2', '/search?q=bach'],
    ['/search', '?q=bach&group=Piano&page=2', '/search?q=bach&group=Piano'],
    ['/artists', '?letter=B&page=3', '/artists?letter=B'],
  ])('keeps what else names the page and drops only page: %s%s', (path, search, expected) => {
    expect(canonicalUrl(origin, path, search)).toBe(`${origin}${expected}`);
  });

  // docs/requirements.md §2.3 keeps the query whole with pid or eid; no page here reads either
  // (decision 044).
  it('drops pid and eid, which no page reads, with page', () => {
    expect(canonicalUrl(origin, '/', '?pid=4&page=2')).toBe('https://www.nkoda.com/');
    expect(canonicalUrl(origin, '/blog', '?eid=9&page=2')).toBe('https://www.nkoda.com/blog');
  });

  it('names only the parameters the page reads: tracking and unknown ones never, in any language', () => {
    const junk = 'utm_source=news&fbclid=F&gclid=G&msclkid=M&mc_cid=C&zz=1';
    expect(canonicalUrl(origin, '/', `?${junk}`)).toBe('https://www.nkoda.com/');
    expect(canonicalUrl(origin, '/artists', `?${junk}&letter=B`)).toBe('https://www.nkoda.com/artists?letter=B');
    expect(canonicalUrl(origin, '/de/artists', `?letter=B&${junk}`)).toBe('https://www.nkoda.com/de/artists?letter=B');
    expect(canonicalUrl(origin, '/search', `?group=Piano&${junk}&q=bach`)).toBe('https://www.nkoda.com/search?q=bach&group=Piano');
    // A parameter one page reads is unknown to another.
    expect(canonicalUrl(origin, '/faq', '?letter=B')).toBe('https://www.nkoda.com/faq');
  });

  it('names an item reached by its query by its slug address, without the query the slug stands for', () => {
    expect(canonicalUrl(origin, '/artist', '?artistRef=AR-0001', artistBySlug)).toBe('https://www.nkoda.com/artists/johann-sebastian-bach');
    expect(canonicalUrl(origin, '/artist', '?artistRef=AR-0001&page=2', artistBySlug)).toBe('https://www.nkoda.com/artists/johann-sebastian-bach');
    expect(canonicalUrl(origin, '/artists/J-S-Bach', '?page=2', artistBySlug)).toBe('https://www.nkoda.com/artists/johann-sebastian-bach');
    const work = { path: '/work/well-tempered-clavier-1', replaces: ['editionRef', 'publisherCatalogId', 'publisherId'] };
    expect(canonicalUrl(origin, '/work', '?publisherCatalogId=BA-5&publisherId=3', work)).toBe('https://www.nkoda.com/work/well-tempered-clavier-1');
    // What the slug does not stand for stays: a shared annotation is its own view.
    expect(canonicalUrl(origin, '/work', '?editionRef=ED-1&shareRef=SH-1', work)).toBe('https://www.nkoda.com/work/well-tempered-clavier-1?shareRef=SH-1');
  });

  it('never carries the preview key', () => {
    expect(canonicalUrl(origin, '/blog', '?strapi=secret-key')).toBe('https://www.nkoda.com/blog');
    expect(canonicalUrl(origin, '/preview', '?editionRef=ED-1&strapi=secret-key')).toBe('https://www.nkoda.com/preview?editionRef=ED-1');
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(canonicalUrl('https://www.nkoda.com/', '/faq', '')).toBe('https://www.nkoda.com/faq');
  });
});
