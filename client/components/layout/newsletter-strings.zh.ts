import type * as en from './newsletter-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const NEWSLETTER_TEXT: Translation<typeof en.NEWSLETTER_TEXT> = {
  heading: '保持关注',
  intro: '通过电子邮件获取 nkoda 资讯、新乐谱和活动信息。可随时退订。',
  label: '您的邮箱',
  submit: '订阅',
  sending: '正在订阅…',
};
