import type * as en from './error-page-strings';
import type { Translation } from './i18n/translation';

export const ERROR_PAGE_TEXT: Translation<typeof en.ERROR_PAGE_TEXT> = {
  title: 'Algo ha salido mal',
  documentTitle: 'Algo ha salido mal | nkoda',
  rootMessage: 'No se ha podido mostrar la página. ',
  rootHomeLink: 'Ir a la página de inicio',
  afterLink: '.',
  fallbackMessage: 'No se ha podido mostrar esta página. Vuelve a intentarlo en unos instantes o ',
  fallbackHomeLink: 've a la página de inicio',
};
