/**
 * Visible wording of the search page, kept in one place; tests import it rather than retyping
 * it. The institutions and pricing pages' is in institutions-strings.ts.
 */

export const SEARCH_TEXT = {
  title: 'Search',
  keywords: ['search', 'sheet music', 'editions', 'composers'],
  /** h1 and title when there is a query. */
  resultsFor: (query: string) => `Results for \u201c${query}\u201d`,
  description: 'Search the nkoda library: editions, composers, publishers and playlists.',
  filtersLabel: 'Refine the results',
  queryLabel: 'Search for',
  editions: 'Editions',
  popular: 'Popular in the library',
  artists: 'Artists',
  publishers: 'Publishers',
  playlists: 'Playlists',
  paginationLabel: 'Search results',
  noResultsTitle: 'No editions found',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return 'Nothing in the library matches these filters.';
    return `Nothing in the library matches \u201c${query}\u201d${filtered ? ' with these filters' : ''}.`;
  },
  notInLibrary: 'Not in the library?',
  requestPrompt: 'Tell us what you were looking for and we will work on bringing it to nkoda.',
  requestLink: 'Request this music',
} as const;

/** The facets form, the results count and the no-results suggestions (issue 21). */
export const FACET_TEXT = {
  /** The drawer's button at small widths, with the results count: "Filters (1,234)". */
  drawer: (count: string) => `Filters (${count})`,
  /** An option with the results it would give: "Piano (1,234)". */
  option: (label: string, count: string) => `${label} (${count})`,
  any: 'Any',
  /** "Available in Germany": the country named in the page's language. */
  openIn: (country: string) => `Available in ${country}`,
  ensemble: 'Instrumentation',
  instrumentRef: 'Includes instrument',
  players: 'Number of players',
  grade: 'Difficulty',
  /** A grade in words and number: "Intermediate (3)". */
  gradeValue: (word: string, grade: number) => `${word} (${grade})`,
  period: 'Period',
  key: 'Key',
  composerRef: 'Composer',
  publisherId: 'Publisher',
  duration: 'Duration',
  group: 'Category',
  sort: 'Sort by',
  sorts: { relevance: 'Relevance', title: 'Title', composer: 'Composer', year: 'Year of composition', difficulty: 'Difficulty' },
  periods: { baroque: 'Baroque', classical: 'Classical', romantic: 'Romantic', twentieth: '20th century', contemporary: 'Contemporary' },
  playerCounts: { '1': 'Solo', '2': '2 players', '3': '3 players', '4': '4 players', '5': '5 players', '6-12': '6 to 12 players', large: 'More than 12' },
  durations: { 'under-5': 'Under 5 minutes', '5-15': '5 to 15 minutes', '15-30': '15 to 30 minutes', '30-60': '30 to 60 minutes', 'over-60': 'Over an hour' },
  submit: 'Show results',
  clearAll: 'Clear all filters',
  /** The polite announcement after each change of the results in place. */
  found: (n: number, count: string) => `${count} ${n === 1 ? 'edition' : 'editions'} found`,
  /** Zero results: what to relax. */
  relaxTitle: 'Try removing a filter',
  /** "Remove “Difficulty: Intermediate (3)”: 12 editions". */
  relax: (filter: string, n: number, count: string) => `Remove \u201c${filter}\u201d: ${count} ${n === 1 ? 'edition' : 'editions'}`,
  /** One chosen filter in words: "Difficulty: Intermediate (3)". */
  chosen: (facet: string, value: string) => `${facet}: ${value}`,
  /** The free text as a filter to remove. */
  queryFilter: (query: string) => `Search for \u201c${query}\u201d`,
  /** Chosen filters joined into one line for the request form. */
  filterList: (filters: readonly string[]) => filters.join('; '),
} as const;
