import type * as en from './error-page-strings';
import type { Translation } from './i18n/translation';

export const ERROR_PAGE_TEXT: Translation<typeof en.ERROR_PAGE_TEXT> = {
  title: 'Une erreur s’est produite',
  documentTitle: 'Une erreur s’est produite | nkoda',
  rootMessage: 'La page n’a pas pu être affichée. ',
  rootHomeLink: 'Revenir à la page d’accueil',
  afterLink: '.',
  fallbackMessage: 'Cette page n’a pas pu être affichée. Veuillez réessayer dans un instant, ou ',
  fallbackHomeLink: 'revenir à la page d’accueil',
};
