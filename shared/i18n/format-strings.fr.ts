import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  /** "7 octobre 2024", as Intl writes it for fr (no "1er": Intl writes "1 octobre 2024"). */
  date: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
};

