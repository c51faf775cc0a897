/**
 * Visible wording of a publisher's page only: apart from the people strings, so the artist and
 * instrument pages do not load it.
 */
export const PUBLISHER_TEXT = {
  publisherDescription: (editions: string, name: string) => `${editions} from ${name} in the nkoda digital sheet-music library.`,
  /** After the publisher's name and its "sheet music" keyword. */
  publisherKeywords: ['music publisher', 'editions'],
  logoAlt: (name: string) => `${name} logo`,
  editionsFrom: (name: string) => `Editions from ${name}`,
  relatedPublishers: 'Related publishers',
  publisherListsUnavailable: 'This publisher’s editions and related publishers could not be loaded just now. Please reload the page in a moment.',
  publisherEyebrow: 'Publisher',
} as const;
