import type * as en from './what-is-nkoda-music-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WHAT_IS_NKODA_TEXT: Translation<typeof en.WHAT_IS_NKODA_TEXT> = {
  title: '什么是 nkoda',
  heading: '什么是 nkoda？',
  eyebrow: '关于 nkoda',
  intro:
    'nkoda 是一个汇集全球音乐出版商乐谱的数字乐谱库。只需一份订阅，即可在平板电脑、电脑或手机上打开这些出版商的版本，随时阅读、标记并带去排练。',
  description: 'nkoda 是一个收录出版商乐谱版本的订阅制乐谱库，面向学生、教师、职业音乐人、乐团和机构，支持 iOS、Android、Windows、Mac 和网页版。',
  keywords: ['nkoda 是什么', '数字乐谱库', '出版商乐谱版本', '乐谱订阅', '平板电脑看谱'],
  sections: [
    {
      title: '汇集出版商版本的乐谱库',
      paragraphs: [
        'nkoda 中的每一份乐谱都是出版商自己的版本：与印刷版相同的刻谱、指法和编订注释，经出版商同意以数字形式提供。',
        '出版商会因其版本的使用而获得公平的报酬，因此随着越来越多的出版商将目录上线，乐谱库也在不断壮大。',
      ],
    },
    {
      title: '适合哪些人',
      points: [
        { title: '学生', text: '找到下一节课、考试或试奏所需的曲目，并将老师的标记与乐谱保存在一起。' },
        { title: '教师', text: '打开学生正在学习的版本，与他们共享您的标记，备课无需复印机。' },
        { title: '职业音乐人', text: '将全部曲目装进一个包里，每个分谱上都有您自己的弓法、换气和删节标记。' },
        { title: '乐团', text: '在第一次排练之前，让每位演奏者拿到相同的版本和相同的标记。' },
        { title: '机构', text: '为学生和教职员工提供一个集中管理的乐谱库，用于学习、教学和演出。' },
      ],
    },
    {
      title: '使用方法',
      steps: [
        '在网页版或任一应用中注册，从免费试用开始。',
        '按作曲家、作品、乐器或出版商查找乐谱。',
        '打开一个版本即可阅读，无需动手即可翻页，还可以添加您自己的批注。',
        '下载所需乐谱以便离线使用：您的乐谱库和标记在 iOS、Android、Windows、Mac 和网页版之间保持同步。',
      ],
    },
  ],
};

export const WHAT_IS_NKODA_PUBLISHERS: Translation<typeof en.WHAT_IS_NKODA_PUBLISHERS> = {
  title: '乐谱库中的出版商',
  intro: '以下是部分出版商，您今天就可以在 nkoda 上阅读他们的版本。',
};

export const WHAT_IS_NKODA_CTA: Translation<typeof en.WHAT_IS_NKODA_CTA> = {
  title: '开始阅读',
  text: '免费试用 nkoda，然后选择适合您演奏和教学方式的方案。',
};
