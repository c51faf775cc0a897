import type * as en from './marketing-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MARKETING_TEXT: Translation<typeof en.MARKETING_TEXT> = {
  ourProjects: 'Nuestros proyectos',
  getStarted: 'Empezar',
  seePricing: 'Ver precios',
  applyNow: 'Cómo presentar tu solicitud',
  allPublishers: 'Ver todas las editoriales',
};
