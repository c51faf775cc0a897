import type * as en from './features-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FEATURES_TEXT: Translation<typeof en.FEATURES_TEXT> = {
  title: '機能',
  heading: '読む、書き込む、演奏する。そのためのすべてを',
  eyebrow: '機能',
  intro:
    'nkodaは、練習室で、レッスンで、リハーサルで、そしてステージで、音楽家が実際に楽譜を使う方法に合わせてつくられています。',
  description:
    'nkodaの機能：出版社の楽譜をあらゆる画面で閲覧、書き込み、プレイリストの作成、書き込みの共有、オフラインでの利用。iOS、Android、Windows、Mac、Webに対応。',
  keywords: ['nkoda 機能', '楽譜リーダー', '楽譜 書き込み', '楽譜 プレイリスト', 'オフライン 楽譜'],
  sections: [
    {
      title: '演奏しやすい表示',
      paragraphs: [
        'タップ、スワイプ、ページめくりペダルでページをめくれます。ハーフページめくりなら、今のページを弾き終える前に次のページの上部が表示され、大きな画面では2ページを並べて表示できます。どれだけ拡大しても楽譜は鮮明なままです。',
      ],
    },
    {
      title: '自由に書き込む',
      paragraphs: [
        'ペン、蛍光ペン、テキスト、運指、音楽記号で楽譜に書き込めます。書き込みはレイヤーごとに表示・非表示を切り替えられ、その下にある出版社の楽譜が変更されることはありません。',
      ],
    },
    {
      title: 'あらゆるプログラムにプレイリストを',
      paragraphs: [
        'リサイタル、礼拝、学期のカリキュラムの曲を順番に並べれば、探すことなく次の曲へ移れます。',
      ],
    },
    {
      title: '書き込みを共有',
      paragraphs: [
        '書き込みを生徒、パート、アンサンブル全体に送れます。同じ楽譜の上に表示されるので、全員が同じページでリハーサルできます。',
      ],
    },
    {
      title: 'オフラインで利用',
      paragraphs: [
        '出かける前に楽譜をダウンロードしておけば、接続がなくても閲覧や書き込みができます。変更内容はオンラインに戻ったときに同期されます。',
      ],
    },
    {
      title: 'あらゆるデバイスで',
      paragraphs: [
        'iOS、Android、Windows、Mac用のアプリ、またはブラウザでWebアプリをご利用いただけます。ライブラリ、プレイリスト、書き込みはデバイス間で引き継がれます。',
      ],
    },
  ],
};

export const FEATURES_CTA: Translation<typeof en.FEATURES_CTA> = {
  title: 'お手持ちの曲でお試しください',
  text: '無料トライアルを始めて、今取り組んでいる楽譜を開いてみましょう。',
};

export const FEATURES_LINKS: Translation<typeof en.FEATURES_LINKS> = {
  webApp: 'Webアプリを開く',
};
