import type * as en from './paged-list-strings';
import type { Translation } from '../../shared/i18n/translation';

export const PAGED_LIST_TEXT: Translation<typeof en.PAGED_LIST_TEXT> = {
  pastTheEnd: 'リストのこのページには何もありません。',
  firstPage: '最初のページへ',
  pageOf: (page: string, last: string) => ` · ${page}/${last}ページ`,
};

export const PAGINATION_TEXT: Translation<typeof en.PAGINATION_TEXT> = {
  pages: (label: string) => `${label}のページ`,
  previous: '前へ',
  next: '次へ',
  stepHint: '（ページ）',
  page: (n: number) => `${n}ページ`,
};
