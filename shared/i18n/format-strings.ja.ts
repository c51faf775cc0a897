import type * as en from './format-strings';
import type { Translation } from './translation';

export const DATE_TEXT: Translation<typeof en.DATE_TEXT> = {
  months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  /** "2024年10月7日": the year, the month, the day. */
  date: (day: number, month: string, year: number) => `${year}年${month}${day}日`,
};

