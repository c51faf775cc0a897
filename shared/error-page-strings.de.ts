import type * as en from './error-page-strings';
import type { Translation } from './i18n/translation';

export const ERROR_PAGE_TEXT: Translation<typeof en.ERROR_PAGE_TEXT> = {
  title: 'Etwas ist schiefgelaufen',
  documentTitle: 'Etwas ist schiefgelaufen | nkoda',
  rootMessage: 'Die Seite konnte nicht angezeigt werden. ',
  rootHomeLink: 'Zur Startseite',
  afterLink: '.',
  fallbackMessage: 'Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es in einem Moment erneut, oder ',
  fallbackHomeLink: 'kehren Sie zur Startseite zurück',
};
