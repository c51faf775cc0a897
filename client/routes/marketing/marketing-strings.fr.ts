import type * as en from './marketing-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MARKETING_TEXT: Translation<typeof en.MARKETING_TEXT> = {
  ourProjects: 'Nos projets',
  getStarted: 'Commencer',
  seePricing: 'Voir les tarifs',
  applyNow: 'Comment candidater',
  allPublishers: 'Voir tous les éditeurs',
};
