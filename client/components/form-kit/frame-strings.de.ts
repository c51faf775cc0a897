import type * as en from './frame-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FRAME_TEXT: Translation<typeof en.FRAME_TEXT> = {
  required: 'erforderlich',
  trap: 'Dieses Feld bitte leer lassen',
};
