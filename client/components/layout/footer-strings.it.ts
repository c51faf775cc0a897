import type * as en from './footer-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FOOTER_TEXT: Translation<typeof en.FOOTER_TEXT> = {
  navLabel: 'Piè di pagina',
  about: 'Chi siamo',
  ourProjects: 'I nostri progetti',
  content: 'Contenuti',
  legal: 'Note legali',
  support: 'Assistenza',
  whatIsNkoda: 'Che cos’è nkoda',
  features: 'Funzionalità',
  pricing: 'Prezzi',
  blog: 'Blog',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: 'Artisti',
  publishers: 'Editori',
  institutions: 'Istituzioni',
  helpCentre: 'Centro assistenza',
  gettingStarted: 'Primi passi',
  faq: 'Domande frequenti',
  contactUs: 'Contattaci',
  allDownloads: 'Tutte le app e i download',
  socialLabel: 'nkoda sui social media',
  storesLabel: 'Scarica l’app nkoda',
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. Tutti i diritti riservati.',
};

export const STORE_TEXT: Translation<typeof en.STORE_TEXT> = {
  ios: { small: 'Scarica su', large: 'App Store' },
  android: { small: 'Disponibile su', large: 'Google Play' },
  windows: { small: 'Scarica da', large: 'Microsoft' },
};
