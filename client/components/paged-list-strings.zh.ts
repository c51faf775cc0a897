import type * as en from './paged-list-strings';
import type { Translation } from '../../shared/i18n/translation';

export const PAGED_LIST_TEXT: Translation<typeof en.PAGED_LIST_TEXT> = {
  pastTheEnd: '列表的这一页没有内容。',
  firstPage: '前往第一页',
  pageOf: (page: string, last: string) => ` · 第${page}页，共${last}页`,
};

export const PAGINATION_TEXT: Translation<typeof en.PAGINATION_TEXT> = {
  pages: (label: string) => `${label}，分页`,
  previous: '上一页',
  next: '下一页',
  /** Visually hidden after the visible 上一页 and 下一页, which already say "page". */
  stepHint: '（翻页）',
  page: (n: number) => `第${n}页`,
};
