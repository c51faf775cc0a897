import type * as en from './marketing-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MARKETING_TEXT: Translation<typeof en.MARKETING_TEXT> = {
  ourProjects: 'Unsere Projekte',
  getStarted: 'Jetzt starten',
  seePricing: 'Preise ansehen',
  applyNow: 'So bewerben Sie sich',
  allPublishers: 'Alle Verlage ansehen',
};
