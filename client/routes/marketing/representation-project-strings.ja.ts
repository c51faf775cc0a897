import type * as en from './representation-project-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const REPRESENTATION_TEXT: Translation<typeof en.REPRESENTATION_TEXT> = {
  title: 'Representation Project',
  heading: 'Representation Project',
  eyebrow: 'nkodaのプロジェクト',
  intro:
    '私たちが演奏する音楽は、音楽とはどのようなものになり得るかという考えを形づくります。Representation Projectは、これまであまりにも多く取り残されてきた作曲家の音楽を出版し、広めることで、ライブラリのレパートリーを広げます。',
  description:
    'Representation Projectは、十分に紹介されてこなかった作曲家の音楽をnkodaライブラリに迎え入れます。楽譜の選定、制作、委嘱の方法をご紹介します。',
  keywords: ['Representation Project', '過小評価された作曲家', '多様なレパートリー', '女性作曲家', '新しい楽譜'],
  sections: [
    {
      title: 'なぜ重要なのか',
      paragraphs: [
        'コンサートのプログラム、試験の課題曲、教材の曲集は、長い間、限られた作曲家のリストに頼ってきました。女性作曲家、有色人種の作曲家、世界各地の作曲家が優れた音楽を書きながら、その多くは出版されることがほとんどないか、すぐに絶版になってしまいました。',
        '見つけにくい音楽は、教えることも、プログラムに組むことも、演奏することも難しくなります。優れた楽譜を手に取りやすくすることこそ、ライブラリが役に立てることです。',
      ],
    },
    {
      title: '楽譜の選び方',
      list: [
        'そのレパートリーに精通した音楽学者、演奏家、指導者が、検討すべき作品を提案します。',
        '出版社から、すでにカタログにある楽譜について情報をいただき、それらを紹介していきます。',
        '信頼できる楽譜が存在しない場合は、提携出版社が経験豊富な校訂者とともに資料から新たに楽譜を作成します。',
        'どの楽譜も他の楽譜と同じ条件でライブラリに加わり、出版社と権利者には同じ方法で報酬が支払われます。',
      ],
    },
    {
      title: '新作の委嘱',
      paragraphs: [
        '過去の音楽とあわせて、十分に紹介されてこなかった存命の作曲家に新作を委嘱しています。その多くは学習者向けに書かれており、新しい音楽がコンサートホールだけでなく、教育用のレパートリーにも届くようにしています。',
      ],
    },
  ],
};

export const REPRESENTATION_CTA: Translation<typeof en.REPRESENTATION_CTA> = {
  title: '音楽を探す',
  text: 'ライブラリの作曲家を見るか、キャリアを始めたばかりの作曲家や演奏家とのnkodaの取り組みについてお読みください。',
};

export const REPRESENTATION_LINKS: Translation<typeof en.REPRESENTATION_LINKS> = {
  composers: '作曲家を見る',
  madeNotBorn: 'Made not bornについて',
};
