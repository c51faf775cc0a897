import type * as en from './availability-strings';
import type { Translation } from '../../shared/i18n/translation';

export const AVAILABILITY_TEXT: Translation<typeof en.AVAILABILITY_TEXT> = {
  label: 'Disponibilità',
  open: 'Disponibile nella tua regione',
  unavailable: 'Non disponibile nella tua regione',
  performance: 'Disponibile nella tua regione; l’editore ne limita l’uso in concerto',
};
