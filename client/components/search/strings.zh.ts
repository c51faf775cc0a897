import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_BOX_TEXT: Translation<typeof en.SEARCH_BOX_TEXT> = {
  landmark: '站内搜索',
  label: '搜索乐谱库',
  placeholder: '搜索',
  submit: '搜索',
  listboxLabel: '搜索建议',
  announcement: (count: number) => (count === 0 ? '没有搜索建议' : `${count}条搜索建议`),
};

export const SUGGESTION_GROUP_LABELS: Translation<typeof en.SUGGESTION_GROUP_LABELS> = {
  artist: '艺术家',
  edition: '版本',
  composition: '作品',
  ensemble: '乐团',
};
