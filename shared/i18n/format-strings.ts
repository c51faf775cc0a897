/**
 * How dates and whole numbers are written in the page's language; format-date.ts and
 * format-number.ts compute the values (UK time, digits) and ask this module for the wording.
 * A strings module (issue 20): each language's build swaps it for its sibling.
 */
export const DATE_TEXT = {
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  /** "7 October 2024": the day of the month, the month's name, the year. */
  date: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
} as const;

