import type * as en from './card-strings';
import type { Translation } from '../../shared/i18n/translation';

export const CARD_TEXT: Translation<typeof en.CARD_TEXT> = {
  editions: (_n: number, formatted: string) => `${formatted}点の楽譜`,
  items: (_n: number, formatted: string) => `${formatted}件`,
};
