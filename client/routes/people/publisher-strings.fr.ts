import type * as en from './publisher-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PUBLISHER_TEXT: Translation<typeof en.PUBLISHER_TEXT> = {
  publisherDescription: (editions: string, name: string) => `${editions} de ${name} dans la bibliothèque de partitions numériques nkoda.`,
  publisherKeywords: ['éditeur de musique', 'éditions'],
  logoAlt: (name: string) => `Logo de ${name}`,
  editionsFrom: (name: string) => `Éditions de ${name}`,
  relatedPublishers: 'Éditeurs associés',
  publisherListsUnavailable: 'Les éditions et éditeurs associés de cet éditeur n’ont pas pu être chargés pour le moment. Veuillez recharger la page dans un instant.',
  publisherEyebrow: 'Éditeur',
};
