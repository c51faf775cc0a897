import type { SuggestionKind } from '../../../shared/schemas/search';

/** Visible and announced wording of the header search box; tests import it. */
export const SEARCH_BOX_TEXT = {
  /** Names the header's search landmark (the results page has a second one, for its filters). */
  landmark: 'Site search',
  label: 'Search the library',
  placeholder: 'Search',
  submit: 'Search',
  listboxLabel: 'Search suggestions',
  /** What the live region says once suggestions for the current text have arrived. */
  announcement: (count: number) => (count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`),
} as const;

/** Group labels of the suggestion list, in the order the groups are shown. */
export const SUGGESTION_GROUP_LABELS = {
  artist: 'Artists',
  edition: 'Editions',
  composition: 'Works',
  ensemble: 'Ensembles',
} as const satisfies Record<SuggestionKind, string>;
