import type * as en from './frame-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FRAME_TEXT: Translation<typeof en.FRAME_TEXT> = {
  required: '必須',
  trap: 'この欄には何も入力しないでください',
};
