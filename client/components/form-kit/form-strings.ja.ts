import type * as en from './form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FORM_TEXT: Translation<typeof en.FORM_TEXT> = {
  sending: '送信中…',
  refused: 'このフォームを受け付けることができませんでした。入力内容をご確認のうえ、もう一度お試しください。問題が続く場合はお問い合わせください。',
  unavailable: 'ただいまフォームを送信できませんでした。入力内容はそのまま残っています。しばらくしてからもう一度お試しください。',
  invalid: '強調表示された項目を修正してください。',
  chooseOne: '選択してください',
};
