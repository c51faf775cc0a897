import { describe, expect, it } from 'vitest';
import { helpFaqPath, href, letterPath, workPath } from '../../shared/paths';
import { isPagePath } from '../../shared/page-patterns';

describe('the address module', () => {
  it('fills route parameters URL-encoded, so a slug cannot add a path segment', () => {
    expect(href('/blog/category/:category', { category: 'a b/c' })).toBe('/blog/category/a%20b%2Fc');
    expect(workPath('bach-ed-1')).toBe('/work/bach-ed-1');
  });

  it('writes the query views the pages link to', () => {
    expect(letterPath('B')).toBe('/artists?letter=B');
    expect(helpFaqPath()).toBe('/app/help/faq');
    expect(helpFaqPath(2)).toBe('/app/help/faq?category=2');
    expect(helpFaqPath(2, 3)).toBe('/app/help/faq?category=2&topic=3');
  });

  it('tells a page of the site from an address no route serves', () => {
    expect(isPagePath('/work/some-edition')).toBe(true);
    expect(isPagePath('/Publishers/')).toBe(true);
    expect(isPagePath('/work/a/b')).toBe(false);
    expect(isPagePath('/old-page')).toBe(false);
  });
});
