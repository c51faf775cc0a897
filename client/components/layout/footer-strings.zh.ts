import type * as en from './footer-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FOOTER_TEXT: Translation<typeof en.FOOTER_TEXT> = {
  navLabel: '页脚',
  about: '关于',
  ourProjects: '我们的项目',
  content: '内容',
  legal: '法律信息',
  support: '支持',
  whatIsNkoda: '什么是 nkoda',
  features: '功能',
  pricing: '价格',
  blog: '博客',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: '艺术家',
  publishers: '出版商',
  institutions: '机构',
  helpCentre: '帮助中心',
  gettingStarted: '入门指南',
  faq: '常见问题',
  contactUs: '联系我们',
  allDownloads: '所有应用与下载',
  socialLabel: 'nkoda 社交媒体',
  storesLabel: '获取 nkoda 应用',
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. 保留所有权利。',
};

/** The stores' official Chinese badge wording, over the same two lines as the English. */
export const STORE_TEXT: Translation<typeof en.STORE_TEXT> = {
  ios: { small: '在', large: 'App Store 下载' },
  android: { small: '下载应用，请到', large: 'Google Play' },
  windows: { small: '从', large: 'Microsoft 获取' },
};
