import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  /** "7 de octubre de 2024". */
  date: (day: number, month: string, year: number) => `${day} de ${month} de ${year}`,
};

export const NUMBER_TEXT: Translation<typeof en.NUMBER_TEXT> = {
  /** "12.345". */
  group: '.',
  /** Spanish keeps four digits together ("1234") and groups from five ("12.345"), as Intl does for `es`. */
  minimumGroupingDigits: 2,
};
