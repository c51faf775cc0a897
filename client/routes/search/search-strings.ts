/**
 * Visible wording of the search, institutions and pricing pages, kept in one place; tests import
 * them rather than retyping them. Their fixed addresses are in search-links.ts.
 */

export const SEARCH_TEXT = {
  title: 'Search',
  keywords: ['search', 'sheet music', 'editions', 'composers'],
  /** h1 and title when there is a query. */
  resultsFor: (query: string) => `Results for \u201c${query}\u201d`,
  description: 'Search the nkoda library: editions, composers, publishers and playlists.',
  filtersLabel: 'Refine the results',
  queryLabel: 'Search for',
  groupLabel: 'Category',
  anyGroup: 'All categories',
  instrumentLabel: 'Instrument',
  anyInstrument: 'All instruments',
  apply: 'Apply',
  filtersHint: 'The results update when you choose a category or an instrument.',
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
  /** The cards' notes on regional availability. */
  unavailable: 'Not available in your region',
  performance: 'Performance restricted',
} as const;

export const INSTITUTIONS_TEXT = {
  title: 'nkoda for institutions',
  crumb: 'Institutions',
  description:
    'nkoda for music schools, conservatoires, choirs and orchestras: one digital library of publishers\u2019 editions for every student, teacher and player.',
  intro:
    'Music schools and conservatoires use nkoda to give every student and teacher the same library of publishers\u2019 editions, on any device, with annotations shared across classes, sections and ensembles.',
  featured: 'Institutions using nkoda',
  ctaTitle: 'Bring nkoda to your institution',
  ctaText: 'Tell us about your school, conservatoire or ensemble and we will set up access that fits how you teach and rehearse.',
  ctaLink: 'Contact us',
  keywords: ['music schools', 'conservatoires', 'digital sheet music for education', 'orchestras', 'choirs'],
} as const;

export const PRICING_TEXT = {
  title: 'Plans and pricing',
  crumb: 'Pricing',
  description: 'nkoda subscription plans and prices on the web and in the app stores, each with a free trial.',
  intro: 'Every plan opens the whole library on all your devices and starts with a free trial.',
  plans: 'Subscribe on the web',
  startTrial: 'Start free trial',
  /** The plan's button while its checkout session is being made. */
  startingCheckout: 'Starting checkout…',
  checkoutFailed: 'We could not start the checkout just now. Please try again in a moment.',
  discounted: (price: string) => `With your discount: ${price}`,
  stores: 'Prices in the app stores',
  storesCaption: 'Subscription prices by store and plan, in pounds sterling',
  storeColumn: 'Store',
  trialColumn: 'Free trial',
  trialDays: (days: number) => `${days} days`,
  notOffered: 'Not offered',
  noTrial: 'None',
  /** A store's several trial lengths: "7 days or 30 days". */
  trialsList: (trials: readonly string[]) => trials.join(' or '),
  keywords: ['nkoda pricing', 'sheet music subscription', 'free trial', 'student plan'],
  /** After "Start free trial", for assistive technology: "with Student monthly". */
  trialWith: (plan: string) => `with ${plan}`,
  /** The structured data's name of what the plans sell. */
  productName: 'nkoda subscription',
  /** "per month" / "per year". */
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'per month' : 'per year'),
  /** "£9.99 per month". */
  price: (price: string, per: string) => `${price} ${per}`,
  /** "30-day free trial". */
  trial: (days: number) => `${days}-day free trial`,
  /** A yearly price as its monthly equivalent: "£8.33 a month, billed yearly". */
  monthlyEquivalent: (price: string) => `${price} a month, billed yearly`,
} as const;

/** How the stores are named to visitors. */
export const STORE_NAMES = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
} as const;

/** Column headings of the store table, by billing interval. */
export const INTERVAL_COLUMNS = { month: 'Monthly', year: 'Annual' } as const;
