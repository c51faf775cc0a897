import type * as en from './what-is-nkoda-music-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WHAT_IS_NKODA_TEXT: Translation<typeof en.WHAT_IS_NKODA_TEXT> = {
  title: 'nkodaとは',
  heading: 'nkodaとは？',
  eyebrow: 'nkodaについて',
  intro:
    'nkodaは、世界の楽譜出版社の楽譜をそろえたデジタルライブラリです。ひとつのサブスクリプションで、タブレット、パソコン、スマートフォンから各社の楽譜を開き、閲覧や書き込みをして、そのままリハーサルに持っていけます。',
  description:
    'nkodaは、学生、指導者、プロの音楽家、アンサンブル、教育機関・団体のための、出版社の楽譜をそろえたサブスクリプション型ライブラリです。iOS、Android、Windows、Mac、Webに対応しています。',
  keywords: ['nkodaとは', 'デジタル楽譜ライブラリ', '出版社の楽譜', '楽譜 サブスクリプション', 'タブレット 楽譜'],
  sections: [
    {
      title: '出版社の楽譜をそろえたライブラリ',
      paragraphs: [
        'nkodaのすべての楽譜は、出版社自身の版です。印刷版と同じ浄書、運指、校訂注を、出版社の同意のもとデジタルでご利用いただけます。',
        '出版社には楽譜の利用に応じて公正な報酬が支払われるため、より多くの出版社がカタログをオンラインで提供し、ライブラリは成長を続けています。',
      ],
    },
    {
      title: '対象となる方',
      points: [
        { title: '学生', text: '次のレッスン、試験、オーディションの曲を見つけ、先生の書き込みを楽譜と一緒に残せます。' },
        { title: '指導者', text: '生徒が練習している楽譜を開き、書き込みを共有して、コピー機なしでレッスンを準備できます。' },
        { title: 'プロの音楽家', text: 'すべてのレパートリーをひとつのバッグに。ボウイング、ブレス、カットもすべてのパート譜に書き込めます。' },
        { title: 'アンサンブル', text: '最初のリハーサルの前に、全員に同じ楽譜と同じ書き込みを配布できます。' },
        { title: '教育機関・団体', text: '学生とスタッフに、学び、教え、演奏するためのライブラリをひとつの場所で提供できます。' },
      ],
    },
    {
      title: 'ご利用の流れ',
      steps: [
        'Webアプリまたはいずれかのアプリで登録し、無料トライアルを始めます。',
        '作曲家、作品、楽器、出版社から楽曲を探します。',
        '楽譜を開いて閲覧し、ハンズフリーでページをめくり、自分の書き込みを加えます。',
        '必要な楽譜をダウンロードしてオフラインで使えます。ライブラリと書き込みはiOS、Android、Windows、Mac、Webの間で同期されます。',
      ],
    },
  ],
};

export const WHAT_IS_NKODA_PUBLISHERS: Translation<typeof en.WHAT_IS_NKODA_PUBLISHERS> = {
  title: 'ライブラリに参加している出版社',
  intro: '現在nkodaで楽譜を読むことができる出版社の一部をご紹介します。',
};

export const WHAT_IS_NKODA_CTA: Translation<typeof en.WHAT_IS_NKODA_CTA> = {
  title: '楽譜を読み始める',
  text: 'まずはnkodaを無料でお試しいただき、演奏や指導のスタイルに合ったプランをお選びください。',
};
