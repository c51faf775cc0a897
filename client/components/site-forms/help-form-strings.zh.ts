import type * as en from './help-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_FORM_TEXT: Translation<typeof en.HELP_FORM_TEXT> = {
  nameLabel: '姓名',
  emailLabel: '电子邮箱地址',
  messageLabel: '留言',
  sendMessage: '发送留言',
  thanksTitle: '感谢您的留言',
  contact: {
    description: '联系 nkoda 支持团队：查阅帮助中心、与我们在线聊天，或给我们留言。',
    keywords: ['联系 nkoda', 'nkoda 支持', '帮助中心', '客户服务'],
    introBefore: '在寻找答案？请查阅我们的',
    helpCentre: '帮助中心',
    introAfter: '，或通过聊天机器人联系我们的支持团队，也可以使用下方表单发送电子邮件。',
    formLabel: '联系表单',
    thanks: '您的留言已送达我们的支持团队。我们会通过电子邮件回复您。',
  },
  report: {
    description: '向 nkoda 团队反馈问题或提出建议：您的意见将帮助我们改进产品。',
    keywords: ['报告问题', '意见反馈', 'nkoda 支持', '错误报告'],
    intro: '发现有功能无法正常使用，或者有让 nkoda 变得更好的想法？请在下方告诉我们，团队会认真处理。',
    formLabel: '反馈表单',
    thanks: '您的反馈已送达团队。我们会阅读每一份反馈，如需更多信息，将通过电子邮件回复您。',
  },
  requestContent: {
    title: '请求内容',
    description: '告诉 nkoda 您希望在乐谱库中看到哪些作曲家、作品、版本或出版商。',
    keywords: ['求乐谱', '请求内容', 'nkoda 曲库', '作曲家', '乐谱版本'],
    intro: '我们一直在扩充曲库。请告诉我们您希望在 nkoda 上看到哪些作曲家、作品、版本或出版商，我们会尽力为您提供。',
    formLabel: '内容请求表单',
    requiredMark: '*',
    requiredNote: '标有 * 的字段为必填项。',
    messageLabel: '您希望在产品中看到哪些内容？',
    messagePlaceholder: '请在此输入您的留言',
    submit: '提交',
    noticeBefore: '点击“提交”即表示您接受我们的',
    terms: '条款和条件',
    noticeBetween: '以及',
    privacy: '隐私政策',
    thanksTitle: '感谢您的请求',
    thanks: '我们将全力以赴，为您找到这份乐谱。',
    prefilledMessage: (query: string, filters: string) =>
      [query ? `我搜索了“${query}”` : '我进行了搜索', filters ? `（筛选条件：${filters}）` : ''].filter(Boolean).join('') + '。',
  },
  siteContact: {
    title: '联系我们',
    description: '就您的订阅、我们的曲库、机构服务或合作事宜与 nkoda 联系。',
    keywords: ['联系 nkoda', 'nkoda 机构版', '合作', '订阅帮助'],
    introTitle: '期待您的来信',
    intro: {
      default: '对 nkoda、您的订阅或我们的曲库有疑问？请给我们留言，团队会通过电子邮件回复您。',
      institutions: '请介绍一下您所在的学校、音乐学院、大学或图书馆，我们会与您联系，介绍 nkoda 机构版。',
      partnership: '请介绍一下您的机构以及您设想的合作方式，我们的合作团队会通过电子邮件回复您。',
    },
    formLabel: '联系表单',
  },
  backToHome: '返回首页',
};
