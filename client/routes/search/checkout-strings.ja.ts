import type * as en from './checkout-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAN_OFFER_TEXT: Translation<typeof en.PLAN_OFFER_TEXT> = {
  label: 'あなたへの特典',
  discountRefused: 'この割引コードは無効か有効期限が切れているため、通常価格を表示しています。',
  pageDiscountRefused: 'お使いの割引コードは無効か有効期限が切れているため、通常価格を表示しています。',
  notFound: 'リンクのプランが見つかりませんでした。すべてのプランを表示しています。',
};

export const CHECKOUT_RETURN_TEXT: Translation<typeof en.CHECKOUT_RETURN_TEXT> = {
  confirmingTitle: 'サブスクリプションを確認しています…',
  confirming: 'ご登録ありがとうございます。ただいま決済サービス会社に確認しています。少々お待ちください。',
  confirmingHelp: 'このメッセージが変わらない場合は、Webアプリを開いてください（確認が完了するとサブスクリプションが表示されます）。または、お問い合わせください。',
  completeTitle: 'サブスクリプションが確認されました',
  complete: 'nkodaへようこそ。Webアプリを開いてライブラリのすべての楽譜で演奏を始めるか、スマートフォン、タブレット、パソコン用のアプリを入手してください。',
  openWebApp: 'Webアプリを開く',
  getTheApp: 'アプリを入手',
  failedTitle: 'サブスクリプションを確認できませんでした',
  failed: '決済サービス会社への確認中に問題が発生しました。もう一度お試しください。それでも解決しない場合は、お問い合わせいただければ対応いたします。',
  refused: 'このアドレスからはこのお支払い手続きを確認できません。情報が不完全か、古くなっている可能性があります。お支払いがお済みの場合は、お問い合わせいただければ対応いたします。',
  retry: '再試行',
  retrying: '再試行しています…',
  contactUs: 'お問い合わせ',
};
