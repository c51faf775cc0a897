import type * as en from './publisher-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PUBLISHER_TEXT: Translation<typeof en.PUBLISHER_TEXT> = {
  publisherDescription: (editions: string, name: string) => `nkodaデジタル楽譜ライブラリで${name}の${editions}をご覧いただけます。`,
  publisherKeywords: ['楽譜出版社', 'エディション'],
  logoAlt: (name: string) => `${name}のロゴ`,
  editionsFrom: (name: string) => `${name}の楽譜`,
  relatedPublishers: '関連する出版社',
  publisherListsUnavailable: 'ただいまこの出版社の楽譜と関連する出版社を読み込めませんでした。しばらくしてからページを再読み込みしてください。',
  publisherEyebrow: '出版社',
};
