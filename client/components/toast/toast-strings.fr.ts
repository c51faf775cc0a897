import type * as en from './toast-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const TOAST_TEXT: Translation<typeof en.TOAST_TEXT> = {
  regionLabel: 'Notifications',
  close: (title: string) => `Fermer\u00a0: ${title}`,
};
