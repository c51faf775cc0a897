import type * as en from './development-partnership-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PARTNERSHIP_TEXT: Translation<typeof en.PARTNERSHIP_TEXT> = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: '我们的项目',
  intro: '我们与出版商和机构携手，将更多音乐引入数字乐谱库，并以公平的条件回报创作、编订和出版这些音乐的人。',
  description: '与 nkoda 合作：将您的曲目目录数字化，从订阅收入中获得公平的版税，并通过清晰的报告了解您的版本的使用情况。',
  keywords: ['出版合作', '乐谱目录数字化', '乐谱版税', 'nkoda 出版商合作'],
  sections: [
    {
      title: '面向出版商',
      points: [
        { title: '曲目目录数字化', text: '我们根据您的印刷文件或扫描件制作数字版本，并与原始资料逐一核对。未经您的批准，任何内容都不会上架乐谱库。' },
        { title: '公平的版税', text: '出版商按其版本的使用量从订阅收入中获得分成，费率写入一份对所有出版商完全相同的协议。' },
        { title: '清晰的报告', text: '定期报告会显示您的哪些版本被打开、打开的频率以及所在国家/地区，可直接用于您的账目和版税结算单。' },
      ],
    },
    {
      title: '面向机构',
      paragraphs: [
        '音乐学院、图书馆和乐团可以与我们合作，将自己的版本和档案资料提供给其成员；在获得版权持有人同意的情况下，还可以提供给所有 nkoda 订阅用户。',
      ],
    },
  ],
};

export const PARTNERSHIP_PUBLISHERS: Translation<typeof en.PARTNERSHIP_PUBLISHERS> = {
  title: '已入驻乐谱库的出版商',
  intro: '以下是 nkoda 订阅用户如今正在阅读其版本的部分出版商。',
};

export const PARTNERSHIP_CTA: Translation<typeof en.PARTNERSHIP_CTA> = {
  title: '与我们洽谈合作',
  text: '请向我们介绍您的曲目目录或馆藏，我们的合作团队会回复您，探讨双方的合作方式。',
};

export const PARTNERSHIP_LINKS: Translation<typeof en.PARTNERSHIP_LINKS> = {
  contact: '联系我们的合作团队',
};
