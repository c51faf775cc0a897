import type * as en from './nkoda-22-fund-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FUND_TEXT: Translation<typeof en.FUND_TEXT> = {
  title: 'nkoda 22 Fund',
  heading: 'nkoda 22 Fund',
  eyebrow: 'nkodaのプロジェクト',
  intro:
    '22の音楽教育プロジェクトを支援する基金です。学校、地域の団体、アンサンブルで音楽を教える人々に実践的な助成金を提供し、参加者全員にnkodaをご利用いただけます。',
  description:
    'nkoda 22 Fundは、22の音楽教育プロジェクトを支援します。助成金に加え、すべての指導者と参加者に1年間のnkodaを提供し、nkodaのチームがサポートします。',
  keywords: ['nkoda 22 Fund', '音楽教育 助成金', '音楽指導 プロジェクト', '地域音楽 助成'],
  sections: [
    {
      title: '基金が支援するもの',
      list: [
        '子どもや若者が初めて楽器を演奏したり歌ったりする機会をつくるプロジェクト。',
        '学び、演奏する音楽の幅を広げたいアンサンブルや合唱団。',
        '特別な支援を必要とする児童・生徒が音楽の授業に参加しやすくする指導者。',
        '放課後や長期休暇中に音楽活動を行う地域の団体。',
      ],
    },
    {
      title: '各プロジェクトが受けられる支援',
      points: [
        { title: '助成金', text: '楽器、講師の謝金、会場、交通費など、プロジェクトに最も必要なものに充てられます。' },
        { title: '全員にnkodaを', text: 'プロジェクトのすべての指導者と参加者に、1年間のnkodaを提供します。' },
        { title: 'チームによるサポート', text: 'レパートリーの選び方や、グループでのプレイリストと共有の書き込みの設定についてアドバイスします。' },
      ],
    },
    {
      title: 'プロジェクトの選考方法',
      paragraphs: [
        '指導者と音楽家からなる審査委員会が、すべての応募に目を通します。明確な計画、助成金がもたらす変化、プロジェクトが届く人々を重視して選考します。すべての応募者に結果をお知らせします。',
      ],
    },
  ],
};

export const FUND_APPLY: Translation<typeof en.FUND_APPLY> = {
  title: '基金に応募する',
  who: 'あらゆる年齢層を対象に音楽教育を行う指導者、学校、慈善団体、地域の団体が、助成決定から12か月以内に実施するプロジェクトで応募できます。応募は1回の募集につき1団体1件までです。',
};
