import type * as en from './home-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  title: 'nkoda',
  description: '数字乐谱库：汇集众多出版商的数千个乐谱版本，可在任何设备上阅读、批注和演奏。',
  keywords: ['乐谱', '数字乐谱', '总谱', '乐谱出版商', '乐谱版本', '乐谱库'],
  heading: '您需要的每一份乐谱，尽在一个乐谱库',
  lead: '在平板电脑、笔记本电脑或手机上阅读全球顶尖音乐出版商的乐谱版本。为乐谱添加批注，与您的乐团共享，从此告别沉甸甸的纸质乐谱。',
  startTrial: '开始免费试用',
  browsePublishers: '浏览出版商',
  editionTotal: (formatted: string) => `乐谱库共收录${formatted}个版本`,
  featuredPublishers: '精选出版商',
  popular: '乐谱库热门',
  appsTitle: '随身携带您的乐谱库',
  apps: 'nkoda 可在浏览器中使用，也提供 iPad、iPhone、Android、Mac 和 Windows 应用。您的批注随您同步。',
  openWebApp: '打开网页版',
};
