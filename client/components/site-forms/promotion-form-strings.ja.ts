import type * as en from './promotion-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PROMOTION_FORM_TEXT: Translation<typeof en.PROMOTION_FORM_TEXT> = {
  name: 'お名前',
  email: 'メールアドレス',
  learningSpace: {
    role: '立場',
    roles: {
      Teacher: '指導者',
      Student: '学生',
      Performer: '演奏家',
      'Parent or carer': '保護者',
      Other: 'その他',
    },
    instrument: '楽器',
    organisation: '学校名・団体名',
    message: 'お知らせいただきたいことはありますか？',
    messageHint: '必要な配慮、演奏する楽器、チームへのご質問など。',
    submit: '参加を申し込む',
    thanksTitle: 'お申し込みありがとうございます',
    thanks: (event: string) => `${event}へのお申し込みを承りました。開催日までに参加方法をメールでお知らせします。`,
  },
  madeNotBorn: {
    discipline: '分野',
    disciplines: {
      Composer: '作曲家',
      Performer: '演奏家',
      Ensemble: 'アンサンブル',
      Conductor: '指揮者',
      'Music educator': '音楽教育者',
    },
    link: '作品へのリンク',
    linkHint: '任意：録音、楽譜、またはWebサイト（https:// で始まるもの）。',
    message: 'あなたの作品について教えてください',
    messagePlaceholder: 'どのような作品をつくっているか、支援を受けて何をしたいか、キャリアのどの段階にいるか。',
    submit: '応募する',
    thanksTitle: 'ご応募ありがとうございます',
    thanks: 'ご応募はMade not bornチームに届きました。すべての応募に目を通し、メールでご連絡いたします。',
  },
  fund: {
    organisation: '学校名・団体名',
    projectTitle: 'プロジェクト名',
    message: 'プロジェクトの概要',
    messageHint: '参加者、活動内容、助成金によってどのような変化が生まれるか。',
    submit: '応募する',
    thanksTitle: 'ご応募ありがとうございます',
    thanks: 'ご応募は基金の審査委員会に届きました。選考結果が決まり次第、メールでお知らせします。',
    closed: '現在、応募は受け付けていません。次回の募集開始のお知らせを受け取るには、このページ下部のニュースレターにご登録ください。',
  },
};
