import type * as en from './open-in-app-strings';
import type { Translation } from '../../shared/i18n/translation';

export const OPEN_IN_APP_TEXT: Translation<typeof en.OPEN_IN_APP_TEXT> = {
  label: 'Ouvrir dans l’application',
};
