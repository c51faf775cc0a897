import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  /** "7 octobre 2024", as Intl writes it for fr (no "1er": Intl writes "1 octobre 2024"). */
  date: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
};

export const NUMBER_TEXT: Translation<typeof en.NUMBER_TEXT> = {
  /** A narrow no-break space (U+202F), as Intl writes it for fr: "1 234". */
  group: '\u202f',
  minimumGroupingDigits: 1,
};
