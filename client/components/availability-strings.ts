/** What a visitor's country lets them do with an edition (issue 21), said on item pages and results. */
export const AVAILABILITY_TEXT = {
  /** The fact's name on an item page. */
  label: 'Availability',
  open: 'Opens in your region',
  unavailable: 'Not available in your region',
  performance: 'Opens in your region; the publisher restricts performance from it',
} as const;
