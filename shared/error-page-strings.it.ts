import type * as en from './error-page-strings';
import type { Translation } from './i18n/translation';

export const ERROR_PAGE_TEXT: Translation<typeof en.ERROR_PAGE_TEXT> = {
  title: 'Si è verificato un errore',
  documentTitle: 'Si è verificato un errore | nkoda',
  rootMessage: 'Non è stato possibile mostrare la pagina. ',
  rootHomeLink: 'Vai alla home page',
  afterLink: '.',
  fallbackMessage: 'Non è stato possibile mostrare questa pagina. Riprova tra qualche istante oppure ',
  fallbackHomeLink: 'vai alla home page',
};
