import type * as en from './paged-list-strings';
import type { Translation } from '../../shared/i18n/translation';

export const PAGED_LIST_TEXT: Translation<typeof en.PAGED_LIST_TEXT> = {
  pastTheEnd: 'Non c’è nulla in questa pagina dell’elenco.',
  firstPage: 'Vai alla prima pagina',
  pageOf: (page: string, last: string) => ` · pagina ${page} di ${last}`,
};

export const PAGINATION_TEXT: Translation<typeof en.PAGINATION_TEXT> = {
  pages: (label: string) => `${label}, pagine`,
  previous: 'Precedente',
  next: 'Successiva',
  stepHint: ' pagina',
  page: (n: number) => `Pagina ${n}`,
};
