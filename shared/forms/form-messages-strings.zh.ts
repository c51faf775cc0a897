import type * as en from './form-messages-strings';
import type { Translation } from '../i18n/translation';

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: '请填写姓名',
  nameTooShort: '姓名至少需要4个字符。',
  email: '请输入有效的电子邮箱地址',
  messageRequired: '请填写留言',
  required: (label: string) => `请填写${label}`,
  nameTooLong: (max: string) => `姓名不得超过${max}个字符。`,
  emailTooLong: (max: string) => `电子邮箱地址不得超过${max}个字符。`,
  messageTooLong: (max: string) => `留言不得超过${max}个字符。`,
  tooLong: (label: string, max: string) => `${label}不得超过${max}个字符。`,
  link: '请输入有效的网址',
  choice: (label: string) => `请选择您的${label}`,
  tooManyProperties: (max: number) => `最多${max}个属性`,
};

export const FIELD_NAMES: Translation<typeof en.FIELD_NAMES> = {
  name: '姓名',
  link: '链接',
  message: '留言',
  role: '身份',
  instrument: '乐器',
  schoolOrOrganisation: '学校或机构',
  discipline: '领域',
  organisation: '机构',
  projectTitle: '项目名称',
  projectDescription: '项目说明',
};

export const CONTACT_MESSAGES: Translation<typeof en.CONTACT_MESSAGES> = {
  contactNameRequired: '请填写联系人姓名',
  nameRequired: '请填写姓名',
  nameTooShort: '姓名至少需要4个字符。',
  email: '请输入有效的电子邮箱地址',
  messageRequired: '请填写留言',
};

export const NEWSLETTER_MESSAGES: Translation<typeof en.NEWSLETTER_MESSAGES> = {
  required: '请填写电子邮箱',
  invalid: '请输入有效的电子邮箱地址',
  tooLong: (max: string) => `电子邮箱地址不得超过${max}个字符。`,
};
