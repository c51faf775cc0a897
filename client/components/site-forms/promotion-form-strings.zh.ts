import type * as en from './promotion-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PROMOTION_FORM_TEXT: Translation<typeof en.PROMOTION_FORM_TEXT> = {
  name: '姓名',
  email: '电子邮箱地址',
  learningSpace: {
    role: '身份',
    roles: {
      Teacher: '教师',
      Student: '学生',
      Performer: '表演者',
      'Parent or carer': '家长或监护人',
      Other: '其他',
    },
    instrument: '乐器',
    organisation: '学校或机构',
    message: '还有什么需要我们了解的吗？',
    messageHint: '无障碍需求、您演奏的乐器，或想向团队提出的问题。',
    submit: '登记意向',
    thanksTitle: '感谢您的登记',
    thanks: (event: string) => `我们已收到您报名参加“${event}”的信息。活动开始前，我们会通过电子邮件向您发送参与须知。`,
  },
  madeNotBorn: {
    discipline: '领域',
    disciplines: {
      Composer: '作曲家',
      Performer: '表演者',
      Ensemble: '乐团',
      Conductor: '指挥',
      'Music educator': '音乐教育工作者',
    },
    link: '作品链接',
    linkHint: '选填：录音、乐谱或网站（以 https:// 开头）。',
    message: '介绍一下您的作品',
    messagePlaceholder: '您创作或演绎的内容、获得支持后您打算做什么，以及您目前的职业阶段。',
    submit: '提交申请',
    thanksTitle: '感谢您的申请',
    thanks: '您的申请已送达 Made not born 团队。我们会阅读每一份申请，并通过电子邮件回复您。',
  },
  fund: {
    organisation: '学校或机构',
    projectTitle: '项目名称',
    message: '项目说明',
    messageHint: '参与者是谁、您将开展哪些活动，以及这笔资助将带来怎样的改变。',
    submit: '提交申请',
    thanksTitle: '感谢您的申请',
    thanks: '您的申请已送达基金评审小组。结果确定后，我们会通过电子邮件通知您。',
    closed: '目前暂不接受申请。请在本页底部订阅我们的新闻简报，以便在下一轮申请开放时收到通知。',
  },
};
