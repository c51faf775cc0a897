import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  /** "7. Oktober 2024" */
  date: (day: number, month: string, year: number) => `${day}. ${month} ${year}`,
};

