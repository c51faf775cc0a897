import type * as en from './nkoda-22-fund-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FUND_TEXT: Translation<typeof en.FUND_TEXT> = {
  title: 'nkoda 22 Fund',
  heading: 'nkoda 22 Fund',
  eyebrow: '我们的项目',
  intro:
    '一项资助22个音乐教育项目的基金：为在学校、社区团体和乐团中教授音乐的人提供切实的资助，并为所有参与者提供 nkoda。',
  description: '“nkoda 22 Fund”资助22个音乐教育项目：提供一笔资助金、为每位教师和参与者提供一年的 nkoda 使用权，以及我们团队的支持。',
  keywords: ['nkoda 22 Fund', '音乐教育资助', '音乐教学项目', '社区音乐资助'],
  sections: [
    {
      title: '基金资助哪些项目',
      list: [
        '让儿童和青少年第一次演奏乐器或歌唱的项目。',
        '希望拓宽学习和演出曲目的乐团和合唱团。',
        '让有特殊需要的学生也能参与音乐课程的教师。',
        '在课后或假期开展音乐活动的社区团体。',
      ],
    },
    {
      title: '每个项目将获得',
      points: [
        { title: '一笔资助金', text: '用于项目最需要的方面：乐器、导师课时、场地或差旅。' },
        { title: '人人可用 nkoda', text: '项目中的每位教师和参与者均可获得一年的 nkoda 使用权。' },
        { title: '团队支持', text: '就曲目选择以及为团体设置播放列表和共享标记提供建议。' },
      ],
    },
    {
      title: '项目如何评选',
      paragraphs: [
        '由教师和音乐人组成的评审小组会阅读每一份申请。他们看重清晰的计划、资助金将带来的改变以及项目所惠及的人群。每位申请者都会收到评审结果。',
      ],
    },
  ],
};

export const FUND_APPLY: Translation<typeof en.FUND_APPLY> = {
  title: '申请基金资助',
  who: '为任何年龄段开展音乐教育的教师、学校、慈善机构和社区团体均可申请，申请的项目须在获得资助后十二个月内开展。每个机构每轮只能提交一份申请。',
};
