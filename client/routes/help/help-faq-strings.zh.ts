import type * as en from './help-faq-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_HOME_TEXT: Translation<typeof en.HELP_HOME_TEXT> = {
  keywords: ['帮助', '常见问题', '联系', '支持'],
  intro: '在常见问题或帮助中心查找答案，或与 nkoda 团队联系。',
  description: 'nkoda 帮助：常见问题、联系我们、报告问题和请求乐谱。',
  linksLabel: '帮助页面',
  faq: '常见问题',
  faqAbout: '关于应用、账户和订阅的解答。',
  contact: '联系我们',
  contactAbout: '给支持团队发送留言。',
  report: '报告问题',
  reportAbout: '告诉我们哪些功能无法正常使用。',
  requestContent: '请求内容',
  requestContentAbout: '告诉我们您希望乐谱库收录哪些乐谱。',
  helpCentre: '帮助中心',
  helpCentreAbout: '涵盖 nkoda 各方面的使用指南和文章。',
};

export const HELP_FAQ_TEXT: Translation<typeof en.HELP_FAQ_TEXT> = {
  keywords: ['常见问题', '帮助', '支持', '乐谱应用'],
  intro: '选择一个主题查看其话题，再选择一个话题阅读相关问答。',
  description: '关于 nkoda 的常见问题，按主题和话题分类。',
  categoriesLabel: '常见问题主题',
  topicsLabel: '话题',
  legal: '法律信息',
  scrollTop: '返回顶部',
  topicLabel: (topic: number, title: string) => `${topic}. ${title}`,
  questionNumber: (topic: number, question: number) => `${topic}.${question}`,
};
