import type * as en from './help-faq-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_HOME_TEXT: Translation<typeof en.HELP_HOME_TEXT> = {
  keywords: ['ヘルプ', 'よくある質問', 'お問い合わせ', 'サポート'],
  intro: 'よくある質問やヘルプセンターで答えを探すか、nkodaチームにお問い合わせください。',
  description: 'nkodaのヘルプ：よくある質問、お問い合わせ、問題の報告、楽曲のリクエスト。',
  linksLabel: 'ヘルプページ',
  faq: 'よくある質問',
  faqAbout: 'アプリ、アカウント、サブスクリプションについての回答。',
  contact: 'お問い合わせ',
  contactAbout: 'サポートチームにメッセージを送ります。',
  report: '問題を報告',
  reportAbout: '正常に動作しない箇所をお知らせください。',
  requestContent: 'コンテンツのリクエスト',
  requestContentAbout: 'ライブラリに追加してほしい楽曲をリクエストできます。',
  helpCentre: 'ヘルプセンター',
  helpCentreAbout: 'nkodaのあらゆる機能についてのガイドと記事。',
};

export const HELP_FAQ_TEXT: Translation<typeof en.HELP_FAQ_TEXT> = {
  keywords: ['よくある質問', 'ヘルプ', 'サポート', '楽譜アプリ'],
  intro: 'テーマを選ぶとトピックが表示されます。トピックを選ぶと、その質問と回答をお読みいただけます。',
  description: 'nkodaについてのよくある質問（テーマ別・トピック別）。',
  categoriesLabel: 'よくある質問のテーマ',
  topicsLabel: 'トピック',
  legal: '法的情報',
  scrollTop: 'ページの先頭へ',
  topicLabel: (topic: number, title: string) => `${topic}. ${title}`,
  questionNumber: (topic: number, question: number) => `${topic}.${question}`,
};
