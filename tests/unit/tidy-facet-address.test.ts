import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidyFacetQuery } from '../../worker/middleware/tidy-facet-address';
import { hrefOfFields, type SearchFields } from '../../client/routes/search/search-form-state';
import { DURATIONS, FACETS, FILTER_PARAMS, FORMATS, GRADES, PERIODS, PLAYERS, SEARCH_SORTS } from '../../shared/search-state';

/**
 * The worker's tidy address of a faceted page (worker/middleware/tidy-facet-address.ts, issue 33)
 * against the enhanced form's (search-form-state.ts): a plain submission must land where the
 * form's code would have gone, and a tidy address must never be redirected again.
 */

/** A value the form offers for each facet ('' = none chosen). */
const token = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,20}$/);
const facetValue: Record<string, fc.Arbitrary<string>> = {
  open: fc.constantFrom('', '1'),
  grade: fc.constantFrom('', ...GRADES.map(String)),
  period: fc.constantFrom('', ...PERIODS),
  players: fc.constantFrom('', ...PLAYERS),
  duration: fc.constantFrom('', ...DURATIONS),
  format: fc.constantFrom('', ...FORMATS),
  publisher: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 999_999 }).map(String)),
};
const fieldsArbitrary: fc.Arbitrary<SearchFields> = fc.record({
  q: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 30 }),
    token.map((t) => ` ${t}  `),
  ),
  sort: fc.constantFrom(...SEARCH_SORTS),
  ...Object.fromEntries(FACETS.map((facet) => [FILTER_PARAMS[facet], facetValue[FILTER_PARAMS[facet]] ?? fc.oneof(fc.constant(''), token)])),
});

/** What the browser sends for the /search form: every field in the form's order, blanks too, the unticked checkbox not at all. */
function nativeQuery(fields: SearchFields): string {
  const sent = new URLSearchParams();
  sent.append('q', fields.q ?? '');
  sent.append('sort', fields.sort ?? 'relevance');
  for (const facet of FACETS) {
    const name = FILTER_PARAMS[facet];
    if (name === 'open' && fields[name] !== '1') continue;
    sent.append(name, fields[name] ?? '');
  }
  return `?${sent}`;
}

/** Where the browser ends up: the redirect's target, or the address itself when it is tidy. */
const landing = (path: string, search: string) => {
  const tidy = tidyFacetQuery(path, search);
  return `${path}${tidy ?? search}`;
};

describe('tidy facet addresses', () => {
  it('a plain submission of the /search form lands on the address the enhanced form builds', () => {
    fc.assert(
      fc.property(fieldsArbitrary, (fields) => {
        expect(landing('/search', nativeQuery(fields))).toBe(hrefOfFields(fields));
      }),
      { numRuns: 500 },
    );
  });

  it('on a list page too, its own parameter first', () => {
    const fields = { q: '', sort: 'title', grade: '3', period: '', ensemble: '', key: '' };
    const search = '?instrumentRef=IN-001&sort=title&ensemble=&grade=3&period=&key=';
    expect(landing('/de/instrument', search)).toBe(`/de${hrefOfFields(fields, { path: '/instrument', fixed: 'instrumentRef=IN-001' })}`);
  });

  it('is tidy itself: the address it gives is never redirected again', () => {
    const paths = fc.constantFrom('/search', '/de/search/', '/instrument', '/publishers/x', '/artist', '/ja/publisher', '/Search');
    const names = fc.constantFrom('q', 'sort', 'page', 'instrumentRef', 'artistRef', 'publisherId', 'utm_source', 'x', ...FACETS.map((f) => FILTER_PARAMS[f]));
    const query = fc.array(fc.tuple(names, fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('1', '3', 'title', 'relevance', '02', ' '))), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(paths, query, (path, pairs) => {
        const first = tidyFacetQuery(path, `?${new URLSearchParams(pairs)}`);
        if (first !== null) expect(tidyFacetQuery(path, first), `${path}${first}`).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('reads the format as a facet: in its place after the players, and only a format the contract knows', () => {
    expect(tidyFacetQuery('/search', '?format=vocal-score&q=bach&grade=3&players=4')).toBe('?q=bach&players=4&format=vocal-score&grade=3');
    expect(tidyFacetQuery('/search', '?q=bach&format=full-score')).toBe('?q=bach');
    expect(tidyFacetQuery('/publishers/barenreiter', '?players=4&format=parts')).toBeNull();
  });

  it('leaves pages without the facets form, and addresses that are only untidy in what no page reads', () => {
    expect(tidyFacetQuery('/artists', '?letter=&page=1')).toBeNull();
    expect(tidyFacetQuery('/faq', '?q=&sort=relevance')).toBeNull();
    expect(tidyFacetQuery('/search', '?utm_source=a&q=bach&utm_source=b&zz=')).toBeNull();
    expect(tidyFacetQuery('/search/__data', '?q=&grade=')).toBeNull();
  });
});
