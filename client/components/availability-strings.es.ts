import type * as en from './availability-strings';
import type { Translation } from '../../shared/i18n/translation';

export const AVAILABILITY_TEXT: Translation<typeof en.AVAILABILITY_TEXT> = {
  label: 'Disponibilidad',
  open: 'Disponible en tu región',
  unavailable: 'No disponible en tu región',
  performance: 'Disponible en tu región; la editorial restringe su uso en interpretaciones públicas',
};
