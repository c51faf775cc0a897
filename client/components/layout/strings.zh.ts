import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SHELL_TEXT: Translation<typeof en.SHELL_TEXT> = {
  skipLink: '跳至主要内容',
  newTabHint: '（在新标签页中打开）',
  siteName: 'nkoda',
  pageTitle: (title: string) => `${title} | nkoda`,
  wordSpace: '',
  sentenceEnd: '。',
};

export const HEADER_TEXT: Translation<typeof en.HEADER_TEXT> = {
  logoLabel: 'nkoda 首页',
  menu: '菜单',
  mainNavLabel: '主导航',
  logIn: '登录',
  getStarted: '立即开始',
  whatIsNkoda: '什么是 nkoda',
  partnership: '合作',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: '博客',
  institutions: '机构',
  help: '帮助',
  learning: '学习',
  learningSpaces: '学习空间',
};


export const COOKIE_TEXT: Translation<typeof en.COOKIE_TEXT> = {
  regionLabel: 'Cookie 许可',
  message: '我们使用 Cookie 来维持本网站的正常运行，并帮助我们了解网站的使用情况。如需了解详情，请参阅我们的',
  policyLink: 'Cookie 政策',
  accept: '接受',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: '页面未找到',
  message: '抱歉，我们找不到您要访问的页面。该页面可能已被移动，或网址输入有误。',
  suggestion: '您可以返回首页重新开始，或访问帮助中心查找答案。',
  home: '前往首页',
  helpCentre: '访问帮助中心',
  description: '您要访问的页面不在 nkoda 乐谱库中。',
  keywords: ['页面未找到', 'nkoda', '乐谱'],
};

export const PREVIEW_MODE_TEXT: Translation<typeof en.PREVIEW_MODE_TEXT> = {
  label: '预览',
  message: '当前显示的是未发布的内容，仅您本人可见。',
  leave: '退出预览',
};

export const UNAVAILABLE_TEXT: Translation<typeof en.UNAVAILABLE_TEXT> = {
  title: '此页面暂时无法访问',
  metaTitle: '暂时无法访问',
  description: 'nkoda 乐谱库的这一部分暂时无法访问。',
  keywords: ['nkoda', '乐谱'],
  message: '暂时无法加载乐谱库的这一部分。您的网络连接正常，是我们的曲库服务未能及时响应。请稍后重试。',
  retry: '重试',
};
