import type * as en from './paged-list-strings';
import type { Translation } from '../../shared/i18n/translation';

export const PAGED_LIST_TEXT: Translation<typeof en.PAGED_LIST_TEXT> = {
  pastTheEnd: 'Auf dieser Seite der Liste gibt es keine Einträge.',
  firstPage: 'Zur ersten Seite',
  pageOf: (page: string, last: string) => ` · Seite ${page} von ${last}`,
};

export const PAGINATION_TEXT: Translation<typeof en.PAGINATION_TEXT> = {
  pages: (label: string) => `${label}, Seiten`,
  previous: 'Vorherige',
  next: 'Nächste',
  stepHint: ' Seite',
  page: (n: number) => `Seite ${n}`,
};
