import type * as en from './availability-strings';
import type { Translation } from '../../shared/i18n/translation';

export const AVAILABILITY_TEXT: Translation<typeof en.AVAILABILITY_TEXT> = {
  label: 'Disponibilité',
  open: 'Disponible dans votre région',
  unavailable: 'Non disponible dans votre région',
  performance: 'Disponible dans votre région ; l’éditeur en restreint l’usage en concert',
};
