import type * as en from './availability-strings';
import type { Translation } from '../../shared/i18n/translation';

export const AVAILABILITY_TEXT: Translation<typeof en.AVAILABILITY_TEXT> = {
  label: 'Verfügbarkeit',
  open: 'In Ihrer Region verfügbar',
  unavailable: 'In Ihrer Region nicht verfügbar',
  performance: 'In Ihrer Region verfügbar; der Verlag schränkt Aufführungen daraus ein',
};
