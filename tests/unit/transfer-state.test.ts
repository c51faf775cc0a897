import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../shared/framework/protocol/transfer-state';
import { bffUrl } from '../../shared/data-access';
import { scrollsToTop } from '../../client/lib/scroll-rule';

describe('transfer-state serialisation', () => {
  const hostile = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- x -->',
    amp: 'Boosey & Hawkes',
    separators: 'line\u2028para\u2029end',
  };

  it('emits nothing that can end the script element or break a JS string', () => {
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
  });

  it('reads back to the same value', () => {
    expect(JSON.parse(serializeForScript(hostile))).toEqual(hostile);
    // eslint-disable-next-line no-new-func
    expect(new Function(`return ${serializeForScript(hostile)}`)()).toEqual(hostile);
  });
});

describe('BFF addresses', () => {
  it('leave out undefined query values', () => {
    expect(bffUrl({ family: 'promotion', path: '/v4/promotion/edition', query: { editionRef: 'E1', publisherId: undefined } })).toBe(
      '/api/v4/promotion/edition?editionRef=E1',
    );
    expect(bffUrl({ family: 'cms', path: '/faq-pages' })).toBe('/api/cms/faq-pages');
  });
});

describe('scroll rule', () => {
  it('scrolls to the top unless the address paginates', () => {
    expect(scrollsToTop('/artists')).toBe(true);
    expect(scrollsToTop('/artists?letter=B')).toBe(true);
    expect(scrollsToTop('/artists?letter=B&page=2')).toBe(false);
    expect(scrollsToTop('/blog?page=3')).toBe(false);
  });
});
