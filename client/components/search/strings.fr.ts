import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_BOX_TEXT: Translation<typeof en.SEARCH_BOX_TEXT> = {
  landmark: 'Recherche sur le site',
  label: 'Rechercher dans la bibliothèque',
  placeholder: 'Rechercher',
  submit: 'Rechercher',
  listboxLabel: 'Suggestions de recherche',
  announcement: (count: number) => (count === 0 ? 'Aucune suggestion' : count === 1 ? '1 suggestion' : `${count} suggestions`),
};

export const SUGGESTION_GROUP_LABELS: Translation<typeof en.SUGGESTION_GROUP_LABELS> = {
  artist: 'Artistes',
  edition: 'Éditions',
  composition: 'Œuvres',
  ensemble: 'Ensembles',
};
