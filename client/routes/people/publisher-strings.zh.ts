import type * as en from './publisher-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PUBLISHER_TEXT: Translation<typeof en.PUBLISHER_TEXT> = {
  publisherDescription: (editions: string, name: string) => `nkoda 数字乐谱库收录了 ${name} 出版的${editions}。`,
  publisherKeywords: ['音乐出版商', '乐谱版本'],
  logoAlt: (name: string) => `${name} 标志`,
  editionsFrom: (name: string) => `${name} 出版的版本`,
  relatedPublishers: '相关出版商',
  publisherListsUnavailable: '暂时无法加载该出版商的版本和相关出版商。请稍后重新加载页面。',
  publisherEyebrow: '出版商',
};
