import type * as en from './spec-strings';
import type { Translation } from './i18n/translation';

export const REGION_BANNER_TEXT: Translation<typeof en.REGION_BANNER_TEXT> = {
  message:
    'Dieses Werk kann in Ihrer Region nicht angezeigt werden. Grund dafür sind die vom Verlag festgelegten territorialen Beschränkungen.',
};
