import type * as en from './publisher-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PUBLISHER_TEXT: Translation<typeof en.PUBLISHER_TEXT> = {
  publisherDescription: (editions: string, name: string) => `${editions} von ${name} in der digitalen Notenbibliothek nkoda.`,
  publisherKeywords: ['Musikverlag', 'Ausgaben'],
  logoAlt: (name: string) => `Logo von ${name}`,
  editionsFrom: (name: string) => `Ausgaben von ${name}`,
  relatedPublishers: 'Verwandte Verlage',
  publisherListsUnavailable:
    'Die Ausgaben und verwandten Verlage dieses Verlags konnten gerade nicht geladen werden. Bitte laden Sie die Seite in einem Moment neu.',
  publisherEyebrow: 'Verlag',
};
