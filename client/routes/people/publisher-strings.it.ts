import type * as en from './publisher-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PUBLISHER_TEXT: Translation<typeof en.PUBLISHER_TEXT> = {
  publisherDescription: (editions: string, name: string) =>
    `${editions} di ${name} nella biblioteca digitale di spartiti nkoda.`,
  publisherKeywords: ['editore musicale', 'edizioni'],
  logoAlt: (name: string) => `Logo di ${name}`,
  editionsFrom: (name: string) => `Edizioni di ${name}`,
  relatedPublishers: 'Editori correlati',
  publisherListsUnavailable:
    'Non è stato possibile caricare le edizioni e gli editori correlati di questo editore. Ricarica la pagina tra qualche istante.',
  publisherEyebrow: 'Editore',
};
