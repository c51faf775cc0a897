import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_BOX_TEXT: Translation<typeof en.SEARCH_BOX_TEXT> = {
  landmark: 'Websitesuche',
  label: 'Bibliothek durchsuchen',
  placeholder: 'Suchen',
  submit: 'Suchen',
  listboxLabel: 'Suchvorschläge',
  announcement: (count: number) => (count === 0 ? 'Keine Vorschläge' : count === 1 ? '1 Vorschlag' : `${count} Vorschläge`),
};

export const SUGGESTION_GROUP_LABELS: Translation<typeof en.SUGGESTION_GROUP_LABELS> = {
  artist: 'Künstler',
  edition: 'Ausgaben',
  composition: 'Werke',
  ensemble: 'Ensembles',
};
