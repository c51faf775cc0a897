/** Wording of paged lists and their page links; tests import it. A strings module (issue 20). */
export const PAGED_LIST_TEXT = {
  pastTheEnd: 'There is nothing on this page of the list.',
  firstPage: 'Go to the first page',
  /** After the list's summary when there is more than one page (numbers already formatted). */
  pageOf: (page: string, last: string) => ` · page ${page} of ${last}`,
} as const;

export const PAGINATION_TEXT = {
  /** Names the page links for screen readers: the list's own label, then this. */
  pages: (label: string) => `${label}, pages`,
  previous: 'Previous',
  next: 'Next',
  /** Visually hidden after Previous and Next. */
  stepHint: ' page',
  page: (n: number) => `Page ${n}`,
} as const;
