import type * as en from './breadcrumbs-strings';
import type { Translation } from '../../shared/i18n/translation';

export const BREADCRUMB_TEXT: Translation<typeof en.BREADCRUMB_TEXT> = {
  label: 'Brotkrümelnavigation',
  home: 'Startseite',
};
