import type * as en from './help-strings';
import type { Translation } from './i18n/translation';

export const HELP_CRUMBS: Translation<typeof en.HELP_CRUMBS> = {
  help: 'Aide',
  faq: 'FAQ',
  contact: 'Contact',
  report: 'Signalement',
  requestContent: 'Demander un contenu',
};

export const HELP_TEXT: Translation<typeof en.HELP_TEXT> = {
  contact: {
    title: 'Contact',
    introTitle: 'Contactez-nous',
  },
  report: {
    title: 'Signalement',
    introTitle: 'Donnez-nous votre avis',
  },
  requestContent: {
    introTitle: 'Nous sommes à votre écoute',
    nameLabel: 'Nom',
    emailLabel: 'Adresse e-mail',
    requiredMark: '*',
    messageLabel: 'Qu’aimeriez-vous trouver sur le produit\u00a0?',
    messagePlaceholder: 'Saisissez votre message ici',
    thanks: 'Nous allons tout faire pour vous proposer cette musique.',
  },
  backToHome: 'Retour à l’accueil',
};

export const NEWSLETTER_TOASTS: Translation<typeof en.NEWSLETTER_TOASTS> = {
  success: { title: 'Merci pour votre inscription', message: 'Nous vous enverrons toutes les dernières actualités par e-mail.' },
  failure: { title: 'Erreur', message: 'Veuillez réessayer' },
};
