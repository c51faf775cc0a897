import type * as en from './spec-strings';
import type { Translation } from './i18n/translation';

export const REGION_BANNER_TEXT: Translation<typeof en.REGION_BANNER_TEXT> = {
  message: '此作品在您所在的地区无法查看。这是由于出版商设置了地区限制。',
};
