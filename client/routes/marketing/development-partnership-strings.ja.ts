import type * as en from './development-partnership-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PARTNERSHIP_TEXT: Translation<typeof en.PARTNERSHIP_TEXT> = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: 'nkodaのプロジェクト',
  intro:
    'nkodaは出版社や教育機関・団体と協力し、音楽を作曲し、校訂し、出版する人々にとって公正な条件のもとで、より多くの音楽をデジタルライブラリに迎え入れています。',
  description:
    'nkodaのパートナーになりませんか。カタログのデジタル化、サブスクリプション収入からの公正なロイヤリティ、楽譜の利用状況がわかる明確なレポートをご提供します。',
  keywords: ['出版パートナーシップ', '楽譜カタログ デジタル化', '楽譜 ロイヤリティ', '出版社向けnkoda'],
  sections: [
    {
      title: '出版社の皆さまへ',
      points: [
        { title: 'カタログのデジタル化', text: '印刷用データやスキャンからデジタル版の楽譜を作成し、原本と照合して確認します。出版社の承認を得るまで、ライブラリに掲載されることはありません。' },
        { title: '公正なロイヤリティ', text: '出版社には、楽譜の利用量に応じてサブスクリプション収入から報酬が支払われます。料率はすべての出版社に共通の契約で定められています。' },
        { title: '明確なレポート', text: '定期的なレポートで、どの楽譜が、どのくらいの頻度で、どの国で開かれたかをご確認いただけます。そのまま自社の会計やロイヤリティ明細書にご活用いただけます。' },
      ],
    },
    {
      title: '教育機関・団体の皆さまへ',
      paragraphs: [
        '音楽大学、図書館、アンサンブルは、nkodaと提携することで、独自の楽譜やアーカイブ資料をメンバーに、さらに権利者の同意があればすべてのnkoda会員に提供できます。',
      ],
    },
  ],
};

export const PARTNERSHIP_PUBLISHERS: Translation<typeof en.PARTNERSHIP_PUBLISHERS> = {
  title: 'すでにライブラリに参加している出版社',
  intro: 'nkoda会員が現在楽譜を読んでいる出版社の一部をご紹介します。',
};

export const PARTNERSHIP_CTA: Translation<typeof en.PARTNERSHIP_CTA> = {
  title: 'パートナーシップについてご相談ください',
  text: 'カタログやコレクションについてお聞かせください。パートナーシップ担当チームより、協力の方法をご提案いたします。',
};

export const PARTNERSHIP_LINKS: Translation<typeof en.PARTNERSHIP_LINKS> = {
  contact: 'パートナーシップ担当チームに問い合わせる',
};
