import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_BOX_TEXT: Translation<typeof en.SEARCH_BOX_TEXT> = {
  landmark: 'Búsqueda en el sitio',
  label: 'Buscar en la biblioteca',
  placeholder: 'Buscar',
  submit: 'Buscar',
  listboxLabel: 'Sugerencias de búsqueda',
  announcement: (count: number) => (count === 0 ? 'No hay sugerencias' : count === 1 ? '1 sugerencia' : `${count} sugerencias`),
};

export const SUGGESTION_GROUP_LABELS: Translation<typeof en.SUGGESTION_GROUP_LABELS> = {
  artist: 'Artistas',
  edition: 'Ediciones',
  composition: 'Obras',
  ensemble: 'Conjuntos',
};
