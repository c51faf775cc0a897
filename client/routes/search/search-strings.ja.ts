import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: '検索',
  keywords: ['検索', '楽譜', 'エディション', '作曲家'],
  resultsFor: (query: string) => `「${query}」の検索結果`,
  description: 'nkodaライブラリを検索：楽譜、作曲家、出版社、プレイリスト。',
  filtersLabel: '検索結果を絞り込む',
  queryLabel: '検索キーワード',
  editions: '楽譜',
  popular: 'ライブラリで人気の楽譜',
  artists: 'アーティスト',
  publishers: '出版社',
  playlists: 'プレイリスト',
  paginationLabel: '検索結果',
  noResultsTitle: '楽譜が見つかりませんでした',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return 'この条件に一致するものはライブラリにありません。';
    return `${filtered ? 'この絞り込み条件では、' : ''}「${query}」に一致するものはライブラリにありません。`;
  },
  notInLibrary: 'お探しの楽譜がありませんか？',
  requestPrompt: 'お探しのものをお知らせください。nkodaで取り扱えるよう取り組みます。',
  requestLink: 'この楽曲をリクエスト',
};

export const FACET_TEXT: Translation<typeof en.FACET_TEXT> = {
  drawer: (count: string) => `絞り込み（${count}）`,
  option: (label: string, count: string) => `${label}（${count}）`,
  any: 'すべて',
  openIn: (country: string) => `${country}で利用可能`,
  ensemble: '編成',
  instrumentRef: '含まれる楽器',
  players: '演奏人数',
  grade: '難易度',
  gradeValue: (word: string, grade: number) => `${word}（${grade}）`,
  period: '時代',
  key: '調',
  composerRef: '作曲者',
  publisherId: '出版社',
  duration: '演奏時間',
  group: 'カテゴリー',
  sort: '並べ替え',
  sorts: { relevance: '関連度', title: 'タイトル', composer: '作曲者', year: '作曲年', difficulty: '難易度' },
  periods: { baroque: 'バロック', classical: '古典派', romantic: 'ロマン派', twentieth: '20世紀', contemporary: '現代' },
  playerCounts: { '1': '独奏', '2': '2人', '3': '3人', '4': '4人', '5': '5人', '6-12': '6～12人', large: '13人以上' },
  durations: { 'under-5': '5分未満', '5-15': '5～15分', '15-30': '15～30分', '30-60': '30～60分', 'over-60': '1時間以上' },
  submit: '結果を表示',
  clearAll: 'すべての絞り込みを解除',
  found: (_n: number, count: string) => `${count}件の楽譜が見つかりました`,
  relaxTitle: '絞り込みを外してみてください',
  relax: (filter: string, _n: number, count: string) => `「${filter}」を外す：${count}件`,
  chosen: (facet: string, value: string) => `${facet}：${value}`,
  queryFilter: (query: string) => `「${query}」の検索`,
  filterList: (filters: readonly string[]) => filters.join('、'),
};
