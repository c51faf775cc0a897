import type * as en from './newsletter-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const NEWSLETTER_TEXT: Translation<typeof en.NEWSLETTER_TEXT> = {
  heading: '最新情報をお届けします',
  intro: 'nkodaのニュース、新着楽曲、イベント情報をメールでお届けします。配信はいつでも停止できます。',
  label: 'お客様のメールアドレス',
  submit: '登録する',
  sending: '登録中…',
};
