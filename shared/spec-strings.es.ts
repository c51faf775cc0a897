import type * as en from './spec-strings';
import type { Translation } from './i18n/translation';

export const REGION_BANNER_TEXT: Translation<typeof en.REGION_BANNER_TEXT> = {
  message: 'Esta obra no se puede ver en tu región. Esto se debe a las restricciones territoriales aplicadas por la editorial.',
};
