import type * as en from './made-not-born-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MADE_NOT_BORN_TEXT: Translation<typeof en.MADE_NOT_BORN_TEXT> = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: 'nkodaのプロジェクト',
  intro:
    '音楽家は、生まれつきではなく、与えられた機会によって育ちます。Made not bornは、新進の作曲家と演奏家にそうした機会を提供します。メンター、報酬付きの委嘱、録音、そして新作の楽譜出版です。',
  description:
    'Made not bornは、新進の作曲家と演奏家のためのnkodaのプロジェクトです。メンタリング、報酬付きの委嘱、スタジオ録音、新作の楽譜出版を提供します。',
  keywords: ['Made not born', '新進作曲家', '若手演奏家', '作品委嘱', '新作 楽譜'],
  sections: [
    {
      title: 'プロジェクトが提供するもの',
      points: [
        { title: 'メンタリング', text: 'あなたの分野で活躍する著名な作曲家または演奏家による、1年間の定期的なセッション。' },
        { title: '委嘱', text: 'プロジェクトに参加する演奏家のための新作を、報酬付きで委嘱します。' },
        { title: '録音', text: '新作をプロの環境で録音します。録音はアーティストが自由に活用できます。' },
        { title: '楽譜出版', text: '完成した楽譜は提携出版社とともに仕上げられ、nkodaライブラリに追加されます。ロイヤリティは作曲家に支払われます。' },
      ],
    },
    {
      title: '対象となる方',
      paragraphs: [
        'キャリアを始めたばかりの作曲家と演奏家。音楽の道に進んだ経緯は問いません。音楽大学での教育は必須ではありません。求められるのは、作品への真摯な姿勢と、あなた自身の表現です。',
      ],
    },
    {
      title: '1年間の流れ',
      steps: [
        '応募の受付を開始し、音楽家と出版社からなる審査委員会がすべての応募に目を通します。',
        '選ばれた作曲家と演奏家がメンターと顔を合わせ、ともに活動を始めます。',
        '各作曲家が、プロジェクトに参加する演奏家のための新作を書きます。',
        '新作が初演され、録音されます。',
        '校訂された楽譜が出版され、ライブラリに加わり、すべての会員が演奏できるようになります。',
      ],
    },
  ],
};

export const MADE_NOT_BORN_APPLY: Translation<typeof en.MADE_NOT_BORN_APPLY> = {
  title: 'Made not bornに応募する',
  who: '英国在住の18歳以上で、プロとしてのキャリアを始めたばかりの作曲家と演奏家が応募できます。個人でも、作曲家と演奏家のペアでも応募可能です。nkodaの会員である必要はなく、応募料もかかりません。',
};
