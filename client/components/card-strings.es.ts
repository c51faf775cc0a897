import type * as en from './card-strings';
import type { Translation } from '../../shared/i18n/translation';

export const CARD_TEXT: Translation<typeof en.CARD_TEXT> = {
  editions: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'edición' : 'ediciones'}`,
  items: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'elemento' : 'elementos'}`,
};
