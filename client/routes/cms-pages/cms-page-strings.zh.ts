import type * as en from './cms-page-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LEGAL_TEXT: Translation<typeof en.LEGAL_TEXT> = {
  title: '法律信息',
  intro: '您使用 nkoda 时适用的条款，以及我们如何保护您的数据。',
  description: 'nkoda 数字乐谱库的隐私政策、许可协议、条款及其他法律信息。',
  keywords: ['隐私政策', '条款和条件', '许可协议', 'Cookie', 'nkoda 法律信息'],
  lastUpdated: '最后更新于',
  listLabel: '法律信息页面',
  none: '目前没有可显示的法律信息页面。',
};

export const FAQ_TEXT: Translation<typeof en.FAQ_TEXT> = {
  title: '常见问题',
  crumb: '常见问题',
  intro: '这里汇集了我们最常被问到的问题。请选择一个问题查看答案。',
  description: '关于 nkoda 的常见问题解答：订阅、应用、离线使用、批注和机构访问。',
  listLabel: '问题',
  keywords: ['常见问题', '帮助', '订阅', '乐谱应用'],
  none: '目前没有可显示的问题。',
};

export const EVENTS_TEXT: Translation<typeof en.EVENTS_TEXT> = {
  title: '学习空间',
  intro: '面向表演者、教师和学生的工作坊、大师课和网络研讨会，线下线上均可参加。',
  description: '学习空间：nkoda 为表演者、教师和学生举办的工作坊、大师课和网络研讨会。',
  keywords: ['音乐工作坊', '大师课', '网络研讨会', '音乐教育'],
  featured: '精选活动',
  upcoming: '即将举行的活动',
  past: '往期活动',
  noUpcoming: '目前没有即将举行的活动。欢迎浏览下方的往期活动，并随时回来查看。',
  eyebrow: '活动',
  when: '时间',
  where: '地点',
  ukTime: '英国时间',
  to: '至',
  register: '登记参加意向',
  registrationClosed: '此活动已结束，登记已关闭。',
  seeUpcoming: '查看即将举行的活动',
};
