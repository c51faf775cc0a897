import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  /** "7 ottobre 2024", as Intl writes it for `it`. */
  date: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
};

export const NUMBER_TEXT: Translation<typeof en.NUMBER_TEXT> = {
  /** "12.345". */
  group: '.',
  /**
   * Italian keeps four digits together ("1234") and groups from five ("12.345"), as Intl does for
   * `it`. The cast: Translation<T> keeps the English module's number literal (1) as the type.
   */
  minimumGroupingDigits: 2,
};
