import type * as en from './spec-strings';
import type { Translation } from './i18n/translation';

export const REGION_BANNER_TEXT: Translation<typeof en.REGION_BANNER_TEXT> = {
  message:
    'Quest’opera non è disponibile per la visualizzazione nella tua area geografica. Ciò è dovuto alle restrizioni territoriali applicate dall’editore.',
};
