import type * as en from './error-page-strings';
import type { Translation } from './i18n/translation';

export const ERROR_PAGE_TEXT: Translation<typeof en.ERROR_PAGE_TEXT> = {
  title: '出错了',
  documentTitle: '出错了 | nkoda',
  rootMessage: '无法显示此页面。',
  rootHomeLink: '前往首页',
  afterLink: '。',
  fallbackMessage: '无法显示此页面。请稍后重试，或',
  fallbackHomeLink: '前往首页',
};
