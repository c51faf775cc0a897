import type * as en from './help-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_FORM_TEXT: Translation<typeof en.HELP_FORM_TEXT> = {
  nameLabel: 'お名前',
  emailLabel: 'メールアドレス',
  messageLabel: 'メッセージ',
  sendMessage: 'メッセージを送信',
  thanksTitle: 'メッセージをお送りいただきありがとうございます',
  contact: {
    description: 'nkodaサポートチームへのお問い合わせ：ヘルプセンターをご覧いただくか、チャットまたはメッセージでご連絡ください。',
    keywords: ['nkoda お問い合わせ', 'nkoda サポート', 'ヘルプセンター', 'カスタマーサポート'],
    introBefore: 'お探しの答えは',
    helpCentre: 'ヘルプセンター',
    introAfter: 'で見つかるかもしれません。または、チャットボットか、下のフォームからメールでサポートチームにお問い合わせください。',
    formLabel: 'お問い合わせフォーム',
    thanks: 'メッセージはサポートチームに届きました。メールでご返信いたします。',
  },
  report: {
    description: '問題やアイデアをnkodaチームにお知らせください。皆さまのご意見が製品づくりに活かされます。',
    keywords: ['問題の報告', 'フィードバック', 'nkoda サポート', '不具合報告'],
    intro: '正常に動作しない箇所を見つけた場合や、nkodaをより良くするアイデアがある場合は、以下からお知らせください。チームが確認いたします。',
    formLabel: '報告フォーム',
    thanks: 'フィードバックはチームに届きました。すべての報告に目を通し、詳細を伺う必要がある場合はメールでご連絡いたします。',
  },
  requestContent: {
    title: 'コンテンツのリクエスト',
    description: 'nkodaのライブラリに追加してほしい作曲家、作品、楽譜、出版社をお知らせください。',
    keywords: ['楽譜 リクエスト', 'コンテンツのリクエスト', 'nkoda カタログ', '作曲家', '楽譜'],
    intro:
      'nkodaはカタログを常に拡充しています。nkodaで取り扱ってほしい作曲家、作品、楽譜、出版社をお知らせください。お届けできるよう最善を尽くします。',
    formLabel: 'コンテンツのリクエストフォーム',
    requiredMark: '*',
    requiredNote: '*の付いた項目は必須です。',
    messageLabel: 'nkodaで取り扱ってほしいものは何ですか？',
    messagePlaceholder: 'こちらにメッセージを入力してください',
    submit: '送信',
    noticeBefore: '「送信」を押すと、次の規約に同意したものとみなされます：',
    terms: '利用規約',
    noticeBetween: 'および',
    privacy: 'プライバシーポリシー',
    thanksTitle: 'リクエストをお送りいただきありがとうございます',
    thanks: 'ご希望の楽譜をお届けできるよう、全力で取り組みます。',
    prefilledMessage: (query: string, filters: string) =>
      [query ? `「${query}」を検索しました` : '検索しました', filters ? `（絞り込み：${filters}）` : ''].filter(Boolean).join('') + '。',
  },
  siteContact: {
    title: 'お問い合わせ',
    description: 'サブスクリプション、カタログ、教育機関・団体向けサービス、パートナーシップについて、nkodaにお問い合わせください。',
    keywords: ['nkoda お問い合わせ', '教育機関向けnkoda', 'パートナーシップ', 'サブスクリプション サポート'],
    introTitle: 'お気軽にお問い合わせください',
    intro: {
      default: 'nkoda、サブスクリプション、カタログについてご質問はありますか？メッセージをお送りいただければ、チームからメールでご返信いたします。',
      institutions:
        '学校、音楽大学、大学、図書館についてお聞かせください。教育機関・団体向けnkodaについてご連絡いたします。',
      partnership:
        '貴団体と、ご検討中のパートナーシップについてお聞かせください。パートナーシップ担当チームからメールでご返信いたします。',
    },
    formLabel: 'お問い合わせフォーム',
  },
  backToHome: 'ホームに戻る',
};
