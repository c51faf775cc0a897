import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  /** "7 ottobre 2024", as Intl writes it for `it`. */
  date: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
};

