import type * as en from './institutions-strings';
import type { Translation } from '../../../shared/i18n/translation';

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
