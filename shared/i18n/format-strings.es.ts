import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  /** "7 de octubre de 2024". */
  date: (day: number, month: string, year: number) => `${day} de ${month} de ${year}`,
};

