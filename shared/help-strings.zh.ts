import type * as en from './help-strings';
import type { Translation } from './i18n/translation';

export const HELP_CRUMBS: Translation<typeof en.HELP_CRUMBS> = {
  help: '帮助',
  faq: '常见问题',
  contact: '联系',
  report: '反馈',
  requestContent: '请求内容',
};

export const HELP_TEXT: Translation<typeof en.HELP_TEXT> = {
  contact: {
    title: '联系',
    introTitle: '联系我们',
  },
  report: {
    title: '反馈',
    introTitle: '向我们提供反馈',
  },
  requestContent: {
    introTitle: '我们在倾听',
    nameLabel: '姓名',
    emailLabel: '电子邮箱地址',
    requiredMark: '*',
    messageLabel: '您希望在产品中看到哪些内容？',
    messagePlaceholder: '请在此输入您的留言',
    thanks: '我们将全力以赴，为您找到这份乐谱。',
  },
  backToHome: '返回首页',
};

export const NEWSLETTER_TOASTS: Translation<typeof en.NEWSLETTER_TOASTS> = {
  success: { title: '感谢您的订阅', message: '我们会通过电子邮件向您发送所有最新资讯。' },
  failure: { title: '出错了', message: '请重试' },
};
