import type * as en from './form-messages-strings';
import type { Translation } from '../i18n/translation';

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: 'お名前は必須です',
  nameTooShort: 'お名前は4文字以上で入力してください。',
  email: '有効なメールアドレスを入力してください',
  messageRequired: 'メッセージは必須です',
  required: (label: string) => `${label}は必須です`,
  nameTooLong: (max: string) => `お名前は${max}文字以内で入力してください。`,
  emailTooLong: (max: string) => `メールアドレスは${max}文字以内で入力してください。`,
  messageTooLong: (max: string) => `メッセージは${max}文字以内で入力してください。`,
  tooLong: (label: string, max: string) => `${label}は${max}文字以内で入力してください。`,
  link: '有効なWebアドレスを入力してください',
  choice: (label: string) => `${label}を選択してください`,
  tooManyProperties: (max: number) => `プロパティは${max}個までです`,
};

export const FIELD_NAMES: Translation<typeof en.FIELD_NAMES> = {
  name: 'お名前',
  link: 'リンク',
  message: 'メッセージ',
  role: '立場',
  instrument: '楽器',
  schoolOrOrganisation: '学校名・団体名',
  discipline: '分野',
  organisation: '団体名',
  projectTitle: 'プロジェクト名',
  projectDescription: 'プロジェクトの概要',
};

export const CONTACT_MESSAGES: Translation<typeof en.CONTACT_MESSAGES> = {
  contactNameRequired: 'ご連絡者のお名前は必須です',
  nameRequired: 'お名前は必須です',
  nameTooShort: 'お名前は4文字以上で入力してください。',
  email: '有効なメールアドレスを入力してください',
  messageRequired: 'メッセージは必須です',
};

export const NEWSLETTER_MESSAGES: Translation<typeof en.NEWSLETTER_MESSAGES> = {
  required: 'メールアドレスは必須です',
  invalid: '有効なメールアドレスを入力してください',
  tooLong: (max: string) => `メールアドレスは${max}文字以内で入力してください。`,
};
