import { describe, expect, it } from 'vitest';
import { fieldsOf, hrefOfFields, inFormOrder, searchHref } from '../../client/routes/search/search-form-state';
import type { SearchFilters } from '../../shared/search-facets';

/**
 * The facets form builds its addresses without the contract's zod half (first-load weight), so
 * they must still be exactly the addresses searchParamsOf gives: one state, one address.
 */
describe('the facets form addresses', () => {
  const filters: SearchFilters = { openIn: 'DE', grade: 3, period: 'romantic', instrumentRef: 'IN-001', publisherId: 4, group: 'keyboard' };

  it('are searchParamsOf’s, in its order, with blanks, the default sort and the page left out', () => {
    for (const sort of ['relevance', 'title'] as const) {
      expect(hrefOfFields(fieldsOf('piano', filters, sort))).toBe(searchHref({ query: 'piano', filters, sort }));
    }
    expect(hrefOfFields(fieldsOf('piano', filters, 'year'))).toBe(
      '/search?q=piano&open=1&instrument=IN-001&grade=3&period=romantic&publisher=4&group=keyboard&sort=year',
    );
    expect(hrefOfFields(fieldsOf('', {}, 'relevance'))).toBe('/search');
  });

  it('change one field and keep the rest', () => {
    const fields = { ...fieldsOf('  bach ', { group: 'keyboard' }, 'relevance'), grade: '2', period: '' };
    expect(hrefOfFields(fields)).toBe('/search?q=bach&grade=2&group=keyboard');
  });

  it('on a list page keep its own parameter first and its path, with nothing chosen too', () => {
    const target = { path: '/instrument', fixed: 'instrumentRef=IN-001' };
    expect(hrefOfFields({ ...fieldsOf('', { grade: 3 }, 'title') }, target)).toBe('/instrument?instrumentRef=IN-001&grade=3&sort=title');
    expect(hrefOfFields(fieldsOf('', {}, 'relevance'), target)).toBe('/instrument?instrumentRef=IN-001');
    expect(hrefOfFields(fieldsOf('', { period: 'baroque' }, 'relevance'), { path: '/publishers/barenreiter', fixed: '' })).toBe(
      '/publishers/barenreiter?period=baroque',
    );
  });

  it('show scales in their own order', () => {
    const values = ['5', '1', '3'].map((value) => ({ value, label: null, count: 1 }));
    expect(inFormOrder('grade', values).map((v) => v.value)).toEqual(['1', '3', '5']);
  });

  it('carry the format after the players, and show the formats in their own order', () => {
    const fields = fieldsOf('', { players: '4', format: 'score-and-parts', grade: 3 }, 'relevance');
    expect(fields.format).toBe('score-and-parts');
    expect(hrefOfFields(fields)).toBe('/search?players=4&format=score-and-parts&grade=3');
    expect(hrefOfFields({ ...fields, format: 'parts' }, { path: '/publishers/barenreiter', fixed: '' })).toBe(
      '/publishers/barenreiter?players=4&format=parts&grade=3',
    );
    const values = ['arrangement', 'vocal-score', 'score'].map((value) => ({ value, label: null, count: 1 }));
    expect(inFormOrder('format', values).map((v) => v.value)).toEqual(['score', 'vocal-score', 'arrangement']);
  });
});
