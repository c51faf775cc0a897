import type * as en from './spec-strings';
import type { Translation } from './i18n/translation';

export const REGION_BANNER_TEXT: Translation<typeof en.REGION_BANNER_TEXT> = {
  message: 'この作品はお住まいの地域では閲覧できません。これは出版社が設けている地域制限によるものです。',
};
