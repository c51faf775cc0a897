import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_BOX_TEXT: Translation<typeof en.SEARCH_BOX_TEXT> = {
  landmark: 'Ricerca nel sito',
  label: 'Cerca nella biblioteca',
  placeholder: 'Cerca',
  submit: 'Cerca',
  listboxLabel: 'Suggerimenti di ricerca',
  announcement: (count: number) => (count === 0 ? 'Nessun suggerimento' : count === 1 ? '1 suggerimento' : `${count} suggerimenti`),
};

export const SUGGESTION_GROUP_LABELS: Translation<typeof en.SUGGESTION_GROUP_LABELS> = {
  artist: 'Artisti',
  edition: 'Edizioni',
  composition: 'Opere',
  ensemble: 'Ensemble',
};
