import type * as en from './availability-strings';
import type { Translation } from '../../shared/i18n/translation';

export const AVAILABILITY_TEXT: Translation<typeof en.AVAILABILITY_TEXT> = {
  label: '可用性',
  open: '可在您所在地区打开',
  unavailable: '在您所在地区不可用',
  performance: '可在您所在地区打开（出版商限制用于演出）',
};
