import type * as en from './made-not-born-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MADE_NOT_BORN_TEXT: Translation<typeof en.MADE_NOT_BORN_TEXT> = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: '我们的项目',
  intro:
    '音乐人是由所获得的机会成就的。“Made not born”项目为新锐作曲家和表演者提供其中一些机会：一位导师、一项有偿委约、一次录音，以及一部新作品的出版版本。',
  description: '“Made not born”是 nkoda 面向新锐作曲家和表演者的项目：提供导师指导、有偿委约、录音棚录音，以及新音乐作品的出版版本。',
  keywords: ['Made not born', '新锐作曲家', '青年演奏家', '音乐委约', '新音乐乐谱'],
  sections: [
    {
      title: '项目内容',
      points: [
        { title: '导师指导', text: '为期一年，定期与您所在领域的一位资深作曲家或表演者交流。' },
        { title: '委约创作', text: '一项有偿委约，为参与项目的表演者创作一部新作品。' },
        { title: '录音', text: '为新作品进行专业录音，艺术家可自由使用这份录音。' },
        { title: '出版', text: '完成的乐谱将与合作出版商共同编订，加入 nkoda 乐谱库，版税支付给作曲家。' },
      ],
    },
    {
      title: '适合哪些人',
      paragraphs: [
        '处于职业生涯起步阶段的作曲家和表演者，无论您通过何种途径走上音乐之路。不要求音乐学院背景；我们看重的是您对作品的投入和您独特的声音。',
      ],
    },
    {
      title: '一年的安排',
      steps: [
        '开放申请，由音乐人和出版商组成的评审小组阅读每一份申请。',
        '入选的作曲家和表演者与各自的导师见面，开始合作。',
        '每位作曲家为项目中的表演者创作一部新作品。',
        '新作品举行首演并录音。',
        '编订完成的乐谱正式出版，加入乐谱库，供所有订阅用户演奏。',
      ],
    },
  ],
};

export const MADE_NOT_BORN_APPLY: Translation<typeof en.MADE_NOT_BORN_APPLY> = {
  title: '申请加入“Made not born”',
  who: '年满18周岁、居住在英国、处于职业生涯起步阶段的作曲家和表演者均可申请，可以个人申请，也可以作曲家与表演者组合申请。您无需是 nkoda 订阅用户，申请也不收取任何费用。',
};
