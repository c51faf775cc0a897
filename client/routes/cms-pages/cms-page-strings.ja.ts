import type * as en from './cms-page-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LEGAL_TEXT: Translation<typeof en.LEGAL_TEXT> = {
  title: '法的情報',
  intro: 'nkodaのご利用に適用される規約と、お客様のデータの取り扱いについて。',
  description: 'nkodaデジタル楽譜ライブラリのプライバシーポリシー、ライセンス契約、利用規約、その他の法的情報。',
  keywords: ['プライバシーポリシー', '利用規約', 'ライセンス契約', 'Cookie', 'nkoda 法的情報'],
  lastUpdated: '最終更新日',
  listLabel: '法的情報のページ',
  none: '現在表示できる法的情報のページはありません。',
};

export const FAQ_TEXT: Translation<typeof en.FAQ_TEXT> = {
  title: 'よくある質問',
  crumb: 'よくある質問',
  intro: 'よくお寄せいただくご質問への回答です。質問を選ぶと回答が表示されます。',
  description: 'nkodaについてのよくある質問：サブスクリプション、アプリ、オフラインでの利用、書き込み、教育機関・団体での利用。',
  listLabel: '質問',
  keywords: ['よくある質問', 'ヘルプ', 'サブスクリプション', '楽譜アプリ'],
  none: '現在表示できる質問はありません。',
};

export const EVENTS_TEXT: Translation<typeof en.EVENTS_TEXT> = {
  title: '学びの場',
  intro: '演奏家、指導者、学生のためのワークショップ、マスタークラス、ウェビナーを、会場とオンラインで開催しています。',
  description: '学びの場：演奏家、指導者、学生のためのnkodaのワークショップ、マスタークラス、ウェビナー。',
  keywords: ['音楽ワークショップ', 'マスタークラス', 'ウェビナー', '音楽教育'],
  featured: '注目のイベント',
  upcoming: '今後のイベント',
  past: '過去のイベント',
  noUpcoming: '現在予定されているイベントはありません。下の過去のイベントをご覧いただき、後日またご確認ください。',
  eyebrow: 'イベント',
  when: '日時',
  where: '場所',
  ukTime: '（英国時間）',
  to: '〜',
  register: '参加を申し込む',
  registrationClosed: 'このイベントは終了したため、申し込みの受付を締め切りました。',
  seeUpcoming: '今後のイベントを見る',
};
