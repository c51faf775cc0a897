import type * as en from './help-strings';
import type { Translation } from './i18n/translation';

export const HELP_CRUMBS: Translation<typeof en.HELP_CRUMBS> = {
  help: 'ヘルプ',
  faq: 'よくある質問',
  contact: 'お問い合わせ',
  report: '問題の報告',
  requestContent: 'コンテンツのリクエスト',
};

export const HELP_TEXT: Translation<typeof en.HELP_TEXT> = {
  contact: {
    title: 'お問い合わせ',
    introTitle: 'お気軽にご連絡ください',
  },
  report: {
    title: '問題の報告',
    introTitle: 'ご意見をお聞かせください',
  },
  requestContent: {
    introTitle: 'ご要望をお待ちしています',
    nameLabel: 'お名前',
    emailLabel: 'メールアドレス',
    requiredMark: '*',
    messageLabel: 'nkodaで取り扱ってほしいものは何ですか？',
    messagePlaceholder: 'こちらにメッセージを入力してください',
    thanks: 'ご希望の楽譜をお届けできるよう、全力で取り組みます。',
  },
  backToHome: 'ホームに戻る',
};

export const NEWSLETTER_TOASTS: Translation<typeof en.NEWSLETTER_TOASTS> = {
  success: { title: 'ご登録ありがとうございます', message: '最新ニュースをメールでお届けします。' },
  failure: { title: 'エラー', message: 'もう一度お試しください' },
};
