import type * as en from './error-page-strings';
import type { Translation } from './i18n/translation';

export const ERROR_PAGE_TEXT: Translation<typeof en.ERROR_PAGE_TEXT> = {
  title: '問題が発生しました',
  documentTitle: '問題が発生しました | nkoda',
  rootMessage: 'ページを表示できませんでした。',
  rootHomeLink: 'ホームページ',
  afterLink: 'へお戻りください。',
  fallbackMessage: 'このページを表示できませんでした。しばらくしてからもう一度お試しいただくか、',
  fallbackHomeLink: 'ホームページ',
};
