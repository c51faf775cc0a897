import type * as en from './spec-strings';
import type { Translation } from './i18n/translation';

export const REGION_BANNER_TEXT: Translation<typeof en.REGION_BANNER_TEXT> = {
  message: 'Cette œuvre ne peut pas être consultée dans votre région, en raison des restrictions territoriales appliquées par l’éditeur.',
};
