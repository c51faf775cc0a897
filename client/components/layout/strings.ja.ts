import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SHELL_TEXT: Translation<typeof en.SHELL_TEXT> = {
  skipLink: 'メインコンテンツへスキップ',
  newTabHint: '（新しいタブで開きます）',
  siteName: 'nkoda',
  pageTitle: (title: string) => `${title} | nkoda`,
  wordSpace: '',
  sentenceEnd: '。',
};

export const HEADER_TEXT: Translation<typeof en.HEADER_TEXT> = {
  logoLabel: 'nkoda ホーム',
  menu: 'メニュー',
  mainNavLabel: 'メイン',
  logIn: 'ログイン',
  getStarted: '今すぐ始める',
  whatIsNkoda: 'nkodaとは',
  partnership: 'パートナーシップ',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: 'ブログ',
  institutions: '教育機関・団体',
  help: 'ヘルプ',
  learning: '学び',
  learningSpaces: '学びの場',
};


export const COOKIE_TEXT: Translation<typeof en.COOKIE_TEXT> = {
  regionLabel: 'Cookieの使用への同意',
  message:
    '当サイトでは、サイトを正常に動作させ、利用状況を把握するためにCookieを使用しています。詳しくは',
  policyLink: 'Cookieポリシーをご覧ください',
  accept: '同意する',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: 'ページが見つかりません',
  message:
    '申し訳ありません。お探しのページが見つかりませんでした。ページが移動したか、アドレスが間違っている可能性があります。',
  suggestion: 'ホームページからもう一度お探しいただくか、ヘルプセンターで答えをお探しください。',
  home: 'ホームページへ',
  helpCentre: 'ヘルプセンターを見る',
  description: 'お探しのページはnkodaライブラリにありません。',
  keywords: ['ページが見つかりません', 'nkoda', '楽譜'],
};

export const PREVIEW_MODE_TEXT: Translation<typeof en.PREVIEW_MODE_TEXT> = {
  label: 'プレビュー',
  message: '未公開のコンテンツを表示しています。この表示はあなたにのみ見えています。',
  leave: 'プレビューを終了',
};

export const UNAVAILABLE_TEXT: Translation<typeof en.UNAVAILABLE_TEXT> = {
  title: 'このページは一時的にご利用いただけません',
  metaTitle: '一時的にご利用いただけません',
  description: 'nkodaライブラリのこのページは一時的にご利用いただけません。',
  keywords: ['nkoda', '楽譜'],
  message:
    'ただいまライブラリのこのページを読み込めませんでした。お客様の接続に問題はありません。カタログサービスから時間内に応答がありませんでした。しばらくしてからもう一度お試しください。',
  retry: '再試行',
};
