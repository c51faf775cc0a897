import type * as en from './paged-list-strings';
import type { Translation } from '../../shared/i18n/translation';

export const PAGED_LIST_TEXT: Translation<typeof en.PAGED_LIST_TEXT> = {
  pastTheEnd: 'Cette page de la liste est vide.',
  firstPage: 'Aller à la première page',
  pageOf: (page: string, last: string) => ` · page ${page} sur ${last}`,
};

export const PAGINATION_TEXT: Translation<typeof en.PAGINATION_TEXT> = {
  pages: (label: string) => `${label}, pages`,
  previous: 'Précédente',
  next: 'Suivante',
  stepHint: ' page',
  page: (n: number) => `Page ${n}`,
};
