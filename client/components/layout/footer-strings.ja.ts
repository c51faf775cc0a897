import type * as en from './footer-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FOOTER_TEXT: Translation<typeof en.FOOTER_TEXT> = {
  navLabel: 'フッター',
  about: 'nkodaについて',
  ourProjects: 'nkodaのプロジェクト',
  content: 'コンテンツ',
  legal: '法的情報',
  support: 'サポート',
  whatIsNkoda: 'nkodaとは',
  features: '機能',
  pricing: '料金',
  blog: 'ブログ',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: 'アーティスト',
  publishers: '出版社',
  institutions: '教育機関・団体',
  helpCentre: 'ヘルプセンター',
  gettingStarted: 'ご利用ガイド',
  faq: 'よくある質問',
  contactUs: 'お問い合わせ',
  allDownloads: 'すべてのアプリとダウンロード',
  socialLabel: 'nkodaのソーシャルメディア',
  storesLabel: 'nkodaアプリを入手',
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. 無断複製・転載を禁じます。',
};

export const STORE_TEXT: Translation<typeof en.STORE_TEXT> = {
  ios: { small: 'App Storeから', large: 'ダウンロード' },
  android: { small: 'Google Play で', large: '手に入れよう' },
  windows: { small: 'Microsoft から', large: '入手' },
};
