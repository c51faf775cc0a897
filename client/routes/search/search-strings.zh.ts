import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: '搜索',
  keywords: ['搜索', '乐谱', '乐谱版本', '作曲家'],
  resultsFor: (query: string) => `“${query}”的搜索结果`,
  description: '搜索 nkoda 乐谱库：乐谱版本、作曲家、出版商和播放列表。',
  filtersLabel: '筛选结果',
  queryLabel: '搜索内容',
  editions: '版本',
  popular: '乐谱库热门',
  artists: '艺术家',
  publishers: '出版商',
  playlists: '播放列表',
  paginationLabel: '搜索结果',
  noResultsTitle: '未找到版本',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return '乐谱库中没有符合这些筛选条件的内容。';
    return `乐谱库中没有${filtered ? '在这些筛选条件下' : ''}与“${query}”匹配的内容。`;
  },
  notInLibrary: '乐谱库中没有？',
  requestPrompt: '告诉我们您在寻找什么，我们会努力将其引入 nkoda。',
  requestLink: '请求此乐谱',
};

export const FACET_TEXT: Translation<typeof en.FACET_TEXT> = {
  drawer: (count: string) => `筛选（${count}）`,
  option: (label: string, count: string) => `${label}（${count}）`,
  any: '全部',
  openIn: (country: string) => `在${country}可用`,
  ensemble: '编制',
  instrumentRef: '包含乐器',
  players: '演奏人数',
  grade: '难度',
  gradeValue: (word: string, grade: number) => `${word}（${grade}）`,
  period: '时期',
  key: '调性',
  composerRef: '作曲家',
  publisherId: '出版商',
  duration: '时长',
  group: '类别',
  sort: '排序方式',
  sorts: { relevance: '相关度', title: '标题', composer: '作曲家', year: '创作年份', difficulty: '难度' },
  periods: { baroque: '巴洛克', classical: '古典主义', romantic: '浪漫主义', twentieth: '20世纪', contemporary: '当代' },
  playerCounts: { '1': '独奏', '2': '2人', '3': '3人', '4': '4人', '5': '5人', '6-12': '6至12人', large: '12人以上' },
  durations: { 'under-5': '5分钟以内', '5-15': '5至15分钟', '15-30': '15至30分钟', '30-60': '30至60分钟', 'over-60': '1小时以上' },
  submit: '显示结果',
  clearAll: '清除所有筛选',
  found: (_n: number, count: string) => `找到${count}个版本`,
  relaxTitle: '试试移除一个筛选条件',
  relax: (filter: string, _n: number, count: string) => `移除“${filter}”：${count}个版本`,
  chosen: (facet: string, value: string) => `${facet}：${value}`,
  queryFilter: (query: string) => `搜索“${query}”`,
  filterList: (filters: readonly string[]) => filters.join('；'),
};
