import type * as en from './help-strings';
import type { Translation } from './i18n/translation';

export const HELP_CRUMBS: Translation<typeof en.HELP_CRUMBS> = {
  help: 'Assistenza',
  faq: 'Domande frequenti',
  contact: 'Contatti',
  report: 'Segnalazioni',
  requestContent: 'Richiedi contenuti',
};

export const HELP_TEXT: Translation<typeof en.HELP_TEXT> = {
  contact: {
    title: 'Contatti',
    introTitle: 'Mettiti in contatto con noi',
  },
  report: {
    title: 'Segnalazioni',
    introTitle: 'Inviaci il tuo feedback',
  },
  requestContent: {
    introTitle: 'Ti ascoltiamo',
    nameLabel: 'Nome',
    emailLabel: 'Indirizzo email',
    requiredMark: '*',
    messageLabel: 'Che cosa vorresti trovare nel prodotto?',
    messagePlaceholder: 'Scrivi qui il tuo messaggio',
    thanks: 'Faremo del nostro meglio per rendere disponibile questa musica per te.',
  },
  backToHome: 'Torna alla home',
};

export const NEWSLETTER_TOASTS: Translation<typeof en.NEWSLETTER_TOASTS> = {
  success: { title: 'Grazie per l’iscrizione', message: 'Ti invieremo tutte le ultime novità via email.' },
  failure: { title: 'Errore', message: 'Riprova' },
};
