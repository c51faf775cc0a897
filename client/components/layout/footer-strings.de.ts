import type * as en from './footer-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FOOTER_TEXT: Translation<typeof en.FOOTER_TEXT> = {
  navLabel: 'Fußzeile',
  about: 'Über uns',
  ourProjects: 'Unsere Projekte',
  content: 'Inhalte',
  legal: 'Rechtliches',
  support: 'Support',
  whatIsNkoda: 'Was ist nkoda',
  features: 'Funktionen',
  pricing: 'Preise',
  blog: 'Blog',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: 'Künstler',
  publishers: 'Verlage',
  institutions: 'Institutionen',
  helpCentre: 'Hilfe-Center',
  gettingStarted: 'Erste Schritte',
  faq: 'FAQ',
  contactUs: 'Kontakt',
  allDownloads: 'Alle Apps und Downloads',
  socialLabel: 'nkoda in den sozialen Medien',
  storesLabel: 'Die nkoda App herunterladen',
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. Alle Rechte vorbehalten.',
};

export const STORE_TEXT: Translation<typeof en.STORE_TEXT> = {
  ios: { small: 'Laden im', large: 'App Store' },
  android: { small: 'Jetzt bei', large: 'Google Play' },
  windows: { small: 'Beziehen Sie es von', large: 'Microsoft' },
};
