import type * as en from './form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FORM_TEXT: Translation<typeof en.FORM_TEXT> = {
  sending: '正在发送…',
  refused: '我们无法受理此表单。请检查您填写的信息后重试；如果问题持续出现，请联系我们。',
  unavailable: '暂时无法发送您的表单。您填写的内容均已保留，请稍后重试。',
  invalid: '请更正标出的字段。',
  chooseOne: '请选择',
};
