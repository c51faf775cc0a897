import type * as en from './availability-strings';
import type { Translation } from '../../shared/i18n/translation';

export const AVAILABILITY_TEXT: Translation<typeof en.AVAILABILITY_TEXT> = {
  label: '利用可否',
  open: 'お住まいの地域で開けます',
  unavailable: 'お住まいの地域ではご利用いただけません',
  performance: 'お住まいの地域で開けます（出版社により演奏での使用が制限されています）',
};
