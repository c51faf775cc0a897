import type * as en from './language-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LANGUAGE_TEXT: Translation<typeof en.LANGUAGE_TEXT> = {
  switcherLabel: '言語',
};
