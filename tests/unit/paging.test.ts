import { describe, expect, it } from 'vitest';
import { pageBody, pageCount, pageOf, pageWindow, searchWithPage } from '../../client/lib/paging';

describe('paging', () => {
  it('reads page= as a 1-based page, anything odd as page 1', () => {
    expect(pageOf('http://x/artists?letter=B&page=3')).toBe(3);
    for (const odd of ['', '?page=', '?page=0', '?page=-2', '?page=abc', '?page=2.5', '?page=99999999']) {
      expect(pageOf(`http://x/artists${odd}`)).toBe(1);
    }
  });

  it('turns a page into the upstream skip/top body', () => {
    expect(pageBody(1)).toEqual({ skip: 0, top: 24 });
    expect(pageBody(3, 10)).toEqual({ skip: 20, top: 10 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });

  it('keeps the other parameters when changing page and drops page=1', () => {
    expect(searchWithPage('?letter=B', 2)).toBe('?letter=B&page=2');
    expect(searchWithPage('?letter=B&page=4', 1)).toBe('?letter=B');
    expect(searchWithPage('', 1)).toBe('');
  });

  it('offers the first, last and nearby pages with gaps between', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, null, 9]);
  });
});
