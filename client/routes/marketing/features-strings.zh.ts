import type * as en from './features-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FEATURES_TEXT: Translation<typeof en.FEATURES_TEXT> = {
  title: '功能',
  heading: '阅读、标记和演奏所需的一切',
  eyebrow: '功能',
  intro: 'nkoda 围绕音乐人使用乐谱的真实场景而打造：琴房练习、上课、排练和舞台演出。',
  description: 'nkoda 功能：在任何屏幕上阅读出版商的乐谱版本，添加批注，创建播放列表，共享标记，离线使用，支持 iOS、Android、Windows、Mac 和网页版。',
  keywords: ['nkoda 功能', '乐谱阅读器', '乐谱批注', '乐谱播放列表', '离线乐谱'],
  sections: [
    {
      title: '随演奏习惯阅读',
      paragraphs: [
        '轻点、滑动或使用翻页踏板即可翻页。半页翻页功能会在您读到本页末尾之前显示下一页的开头，大屏幕上还能并排显示两页。无论如何缩放，乐谱都清晰锐利。',
      ],
    },
    {
      title: '尽情标记',
      paragraphs: [
        '使用钢笔、荧光笔、文字、指法和音乐符号在乐谱上书写。将标记分层保存，可随时显示或隐藏，底层的出版商版本始终保持不变。',
      ],
    },
    {
      title: '为每场演出准备播放列表',
      paragraphs: [
        '将一场独奏会、一场礼拜或一个学期教学大纲中的曲目按顺序排列，无需搜索即可逐首切换。',
      ],
    },
    {
      title: '共享您的标记',
      paragraphs: [
        '将您的批注发送给学生、声部或整个乐团。批注会叠加显示在同一版本上，让每个人都在同一页上排练。',
      ],
    },
    {
      title: '离线使用',
      paragraphs: [
        '出发前下载乐谱版本，无需联网即可阅读和批注。重新联网后，您的更改会自动同步。',
      ],
    },
    {
      title: '支持所有设备',
      paragraphs: [
        '使用 iOS、Android、Windows 和 Mac 应用，或在浏览器中使用网页版。您的乐谱库、播放列表和标记在各设备间同步。',
      ],
    },
  ],
};

export const FEATURES_CTA: Translation<typeof en.FEATURES_CTA> = {
  title: '用您自己的乐谱试一试',
  text: '开始免费试用，打开您今天正在练习的乐谱版本。',
};

export const FEATURES_LINKS: Translation<typeof en.FEATURES_LINKS> = {
  webApp: '打开网页版',
};
