import type * as en from './paged-list-strings';
import type { Translation } from '../../shared/i18n/translation';

export const PAGED_LIST_TEXT: Translation<typeof en.PAGED_LIST_TEXT> = {
  pastTheEnd: 'No hay nada en esta página de la lista.',
  firstPage: 'Ir a la primera página',
  pageOf: (page: string, last: string) => ` · página ${page} de ${last}`,
};

export const PAGINATION_TEXT: Translation<typeof en.PAGINATION_TEXT> = {
  pages: (label: string) => `${label}, páginas`,
  previous: 'Anterior',
  next: 'Siguiente',
  stepHint: ' página',
  page: (n: number) => `Página ${n}`,
};
