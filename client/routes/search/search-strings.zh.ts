import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: '搜索',
  keywords: ['搜索', '乐谱', '乐谱版本', '作曲家'],
  resultsFor: (query: string) => `“${query}”的搜索结果`,
  description: '搜索 nkoda 乐谱库：乐谱版本、作曲家、出版商和播放列表。',
  filtersLabel: '筛选结果',
  queryLabel: '搜索内容',
  groupLabel: '类别',
  anyGroup: '所有类别',
  instrumentLabel: '乐器',
  anyInstrument: '所有乐器',
  apply: '应用',
  filtersHint: '选择类别或乐器后，结果会随之更新。',
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
  unavailable: '在您所在的地区不可用',
  performance: '演出受限',
};

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: 'nkoda 机构版',
  crumb: '机构',
  description: '面向音乐学校、音乐学院、合唱团和管弦乐团的 nkoda：为每一位学生、教师和演奏者提供一个汇集出版商版本的数字乐谱库。',
  intro:
    '音乐学校和音乐学院使用 nkoda，让每一位学生和教师在任何设备上都能使用同一个出版商版本乐谱库，并在班级、声部和乐团之间共享批注。',
  featured: '使用 nkoda 的机构',
  ctaTitle: '将 nkoda 引入您的机构',
  ctaText: '请向我们介绍您的学校、音乐学院或乐团，我们将根据您的教学和排练方式为您开通访问权限。',
  ctaLink: '联系我们',
  keywords: ['音乐学校', '音乐学院', '音乐教育数字乐谱', '管弦乐团', '合唱团'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: '方案与价格',
  crumb: '价格',
  description: 'nkoda 在网页版和各应用商店中的订阅方案与价格，每个方案均提供免费试用。',
  intro: '每个方案都可在您的所有设备上使用整个乐谱库，并且都从免费试用开始。',
  plans: '在网页上订阅',
  startTrial: '开始免费试用',
  startingCheckout: '正在前往结账…',
  checkoutFailed: '暂时无法开始结账。请稍后重试。',
  discounted: (price: string) => `使用您的折扣后：${price}`,
  stores: '应用商店中的价格',
  storesCaption: '按商店和方案列出的订阅价格（英镑）',
  storeColumn: '商店',
  trialColumn: '免费试用',
  trialDays: (days: number) => `${days}天`,
  notOffered: '不提供',
  noTrial: '无',
  trialsList: (trials: readonly string[]) => trials.join('或'),
  keywords: ['nkoda 价格', '乐谱订阅', '免费试用', '学生方案'],
  trialWith: (plan: string) => `（${plan}）`,
  productName: 'nkoda 订阅',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? '/月' : '/年'),
  price: (price: string, per: string) => `${price}${per}`,
  trial: (days: number) => `${days}天免费试用`,
  monthlyEquivalent: (price: string) => `每月${price}，按年计费`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: '网页版',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: '按月', year: '按年' };
