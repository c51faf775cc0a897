import type * as en from './representation-project-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const REPRESENTATION_TEXT: Translation<typeof en.REPRESENTATION_TEXT> = {
  title: 'Representation Project',
  heading: 'Representation Project',
  eyebrow: '我们的项目',
  intro:
    '我们演奏的音乐塑造了我们对音乐可能性的认知。“Representation Project”通过出版和推广长期被忽视的作曲家的音乐，拓宽乐谱库的曲目范围。',
  description: '“Representation Project”将代表性不足的作曲家的音乐引入 nkoda 乐谱库：介绍版本如何遴选、编订和委约。',
  keywords: ['Representation Project', '代表性不足的作曲家', '多元曲目', '女性作曲家', '新版乐谱'],
  sections: [
    {
      title: '为什么这很重要',
      paragraphs: [
        '长期以来，音乐会节目单、考级大纲和教学曲集所选用的作曲家范围十分狭窄。女性作曲家、有色人种作曲家以及来自世界各地的作曲家创作了许多优秀作品，却很少得以出版，或出版后很快绝版。',
        '难以找到的音乐，就难以被教授、编排进节目单或演奏。让优秀的版本触手可及，正是乐谱库可以发挥作用的地方。',
      ],
    },
    {
      title: '版本如何遴选',
      list: [
        '熟悉相关曲目的音乐学家、表演者和教师推荐值得考虑的作品。',
        '出版商向我们介绍其目录中已有的版本，以便我们重点推介。',
        '如果尚无可靠的版本，合作出版商会与经验丰富的编订者一起，依据原始资料编订新版本。',
        '每个版本都以与其他版本相同的条件加入乐谱库，其出版商和版权持有人也以相同的方式获得报酬。',
      ],
    },
    {
      title: '委约新作品',
      paragraphs: [
        '除了过去的音乐，我们还向代表性不足的在世作曲家委约新作品，其中许多是为学习者创作的，让新音乐既能走进音乐厅，也能进入教学曲目。',
      ],
    },
  ],
};

export const REPRESENTATION_CTA: Translation<typeof en.REPRESENTATION_CTA> = {
  title: '探索音乐',
  text: '浏览乐谱库中的作曲家，或了解我们与处于职业生涯起步阶段的作曲家和表演者开展的合作。',
};

export const REPRESENTATION_LINKS: Translation<typeof en.REPRESENTATION_LINKS> = {
  composers: '浏览作曲家',
  madeNotBorn: '关于“Made not born”',
};
