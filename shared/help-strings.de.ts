import type * as en from './help-strings';
import type { Translation } from './i18n/translation';

export const HELP_CRUMBS: Translation<typeof en.HELP_CRUMBS> = {
  help: 'Hilfe',
  faq: 'FAQ',
  contact: 'Kontakt',
  report: 'Problem melden',
  requestContent: 'Inhalte anfragen',
};

export const HELP_TEXT: Translation<typeof en.HELP_TEXT> = {
  contact: {
    title: 'Kontakt',
    introTitle: 'Nehmen Sie Kontakt auf',
  },
  report: {
    title: 'Problem melden',
    introTitle: 'Geben Sie uns Feedback',
  },
  requestContent: {
    introTitle: 'Wir hören zu',
    nameLabel: 'Name',
    emailLabel: 'E-Mail-Adresse',
    requiredMark: '*',
    messageLabel: 'Was würden Sie gerne im Produkt sehen?',
    messagePlaceholder: 'Geben Sie hier Ihre Nachricht ein',
    thanks: 'Wir setzen alles daran, diese Musik für Sie verfügbar zu machen.',
  },
  backToHome: 'Zurück zur Startseite',
};

export const NEWSLETTER_TOASTS: Translation<typeof en.NEWSLETTER_TOASTS> = {
  success: { title: 'Vielen Dank für Ihre Anmeldung', message: 'Wir senden Ihnen alle Neuigkeiten per E-Mail.' },
  failure: { title: 'Fehler', message: 'Bitte versuchen Sie es erneut' },
};
