/**
 * The facets' query names (FILTER_PARAMS of shared/search-state.ts, in FACETS order), then the
 * order and the page: what the facets form writes, on /search and on the lists it narrows (the
 * worker tidies these addresses). Written out rather than imported: page parameters are in
 * every page's first load, and search-state.ts is not; tests/unit/page-params.test.ts holds the
 * two lists together.
 */
const FACET_PARAMS = ['open', 'ensemble', 'instrument', 'players', 'format', 'grade', 'period', 'key', 'composer', 'publisher', 'duration', 'group'] as const;

/** The query parameters of a list the facets narrow. */
export const NARROWED_LIST = [...FACET_PARAMS, 'sort', 'page'] as const;
