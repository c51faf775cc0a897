import type * as en from './footer-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FOOTER_TEXT: Translation<typeof en.FOOTER_TEXT> = {
  navLabel: 'Pied de page',
  about: 'À propos',
  ourProjects: 'Nos projets',
  content: 'Contenus',
  legal: 'Mentions légales',
  support: 'Assistance',
  whatIsNkoda: 'Qu’est-ce que nkoda',
  features: 'Fonctionnalités',
  pricing: 'Tarifs',
  blog: 'Blog',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: 'Artistes',
  publishers: 'Éditeurs',
  institutions: 'Institutions',
  helpCentre: 'Centre d’aide',
  gettingStarted: 'Premiers pas',
  faq: 'FAQ',
  contactUs: 'Nous contacter',
  allDownloads: 'Toutes les applications et tous les téléchargements',
  socialLabel: 'nkoda sur les réseaux sociaux',
  storesLabel: 'Téléchargez l’application nkoda',
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. Tous droits réservés.',
};

export const STORE_TEXT: Translation<typeof en.STORE_TEXT> = {
  ios: { small: 'Télécharger dans', large: 'l’App Store' },
  android: { small: 'Disponible sur', large: 'Google Play' },
  windows: { small: 'Obtenir auprès de', large: 'Microsoft' },
};
