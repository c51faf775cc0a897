import type * as en from './home-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  title: 'nkoda',
  description: 'Die digitale Notenbibliothek: Tausende Ausgaben von Musikverlagen zum Lesen, Annotieren und Spielen auf jedem Gerät.',
  keywords: ['Noten', 'digitale Noten', 'Partituren', 'Musikverlage', 'Notenausgaben', 'Notenbibliothek'],
  heading: 'Alle Noten, die Sie brauchen, in einer Bibliothek',
  lead: 'Lesen Sie die Ausgaben der weltweit führenden Musikverlage auf Ihrem Tablet, Laptop oder Smartphone. Versehen Sie sie mit Anmerkungen, teilen Sie sie mit Ihrem Ensemble, und tragen Sie nie wieder eine Tasche voller Papier mit sich herum.',
  startTrial: 'Kostenlos testen',
  browsePublishers: 'Verlage entdecken',
  editionTotal: (formatted: string) => `${formatted} Ausgaben in der Bibliothek`,
  featuredPublishers: 'Ausgewählte Verlage',
  popular: 'Beliebt in der Bibliothek',
  appsTitle: 'Ihre Bibliothek immer dabei',
  apps: 'nkoda läuft in Ihrem Browser und als App auf iPad, iPhone, Android, Mac und Windows. Ihre Anmerkungen begleiten Sie überallhin.',
  openWebApp: 'Web-App öffnen',
};
