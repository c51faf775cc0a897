import type * as en from './home-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  title: 'nkoda',
  description:
    'La biblioteca digitale di spartiti: le edizioni di migliaia di editori da leggere, annotare e suonare su qualsiasi dispositivo.',
  keywords: ['spartiti', 'spartiti digitali', 'partiture', 'editori musicali', 'edizioni', 'biblioteca musicale'],
  heading: 'Tutte le partiture che ti servono, in un’unica biblioteca',
  lead: 'Leggi le edizioni dei principali editori musicali del mondo su tablet, computer o smartphone. Annotale, condividile con il tuo ensemble e non portarti più dietro una borsa piena di carta.',
  startTrial: 'Inizia la prova gratuita',
  browsePublishers: 'Scopri gli editori',
  editionTotal: (formatted: string) => `${formatted} edizioni nella biblioteca`,
  featuredPublishers: 'Editori in evidenza',
  popular: 'I più popolari nella biblioteca',
  appsTitle: 'Porta la tua biblioteca ovunque',
  apps: 'nkoda funziona nel browser e come app su iPad, iPhone, Android, Mac e Windows. Le tue annotazioni ti seguono ovunque.',
  openWebApp: 'Apri la web app',
};
