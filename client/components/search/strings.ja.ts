import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_BOX_TEXT: Translation<typeof en.SEARCH_BOX_TEXT> = {
  landmark: 'サイト内検索',
  label: 'ライブラリを検索',
  placeholder: '検索',
  submit: '検索',
  listboxLabel: '検索候補',
  announcement: (count: number) => (count === 0 ? '候補はありません' : `${count}件の候補があります`),
};

export const SUGGESTION_GROUP_LABELS: Translation<typeof en.SUGGESTION_GROUP_LABELS> = {
  artist: 'アーティスト',
  edition: '楽譜',
  composition: '作品',
  ensemble: 'アンサンブル',
};
