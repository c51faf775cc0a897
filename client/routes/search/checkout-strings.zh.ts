import type * as en from './checkout-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAN_OFFER_TEXT: Translation<typeof en.PLAN_OFFER_TEXT> = {
  label: '您的优惠',
  discountRefused: '此折扣码无效或已过期，因此显示的是原价。',
  pageDiscountRefused: '您的折扣码无效或已过期，因此显示的是原价。',
  notFound: '找不到您链接中的订阅方案。以下是我们的全部方案。',
};

export const CHECKOUT_RETURN_TEXT: Translation<typeof en.CHECKOUT_RETURN_TEXT> = {
  confirmingTitle: '正在确认您的订阅…',
  confirming: '感谢您的订阅。我们正在与支付服务商确认，请稍候。',
  confirmingHelp: '如果此消息一直没有变化，请打开网页版（订阅确认后会在其中显示），或联系我们。',
  completeTitle: '您的订阅已确认',
  complete: '欢迎使用 nkoda。打开网页版即可开始演奏整个乐谱库中的乐谱，也可以为您的手机、平板电脑或电脑下载应用。',
  openWebApp: '打开网页版',
  getTheApp: '获取应用',
  failedTitle: '无法确认您的订阅',
  failed: '与支付服务商确认时出现问题。请重试；如果仍然无法完成，请联系我们，我们会为您解决。',
  refused: '无法通过此网址确认本次结账：该网址可能不完整或已过期。如果您已付款，请联系我们，我们会为您解决。',
  retry: '重试',
  retrying: '正在重试…',
  contactUs: '联系我们',
};
