import type * as en from './marketing-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MARKETING_TEXT: Translation<typeof en.MARKETING_TEXT> = {
  ourProjects: 'I nostri progetti',
  getStarted: 'Inizia ora',
  seePricing: 'Vedi i prezzi',
  applyNow: 'Come candidarsi',
  allPublishers: 'Vedi tutti gli editori',
};
