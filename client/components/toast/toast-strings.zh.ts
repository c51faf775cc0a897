import type * as en from './toast-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const TOAST_TEXT: Translation<typeof en.TOAST_TEXT> = {
  regionLabel: '通知',
  close: (title: string) => `关闭：${title}`,
};
