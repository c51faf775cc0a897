import type * as en from './publisher-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PUBLISHER_TEXT: Translation<typeof en.PUBLISHER_TEXT> = {
  publisherDescription: (editions: string, name: string) => `${editions} de ${name} en la biblioteca digital de partituras de nkoda.`,
  publisherKeywords: ['editorial musical', 'ediciones'],
  logoAlt: (name: string) => `Logotipo de ${name}`,
  editionsFrom: (name: string) => `Ediciones publicadas por ${name}`,
  relatedPublishers: 'Editoriales relacionadas',
  publisherListsUnavailable: 'No se han podido cargar en este momento las ediciones y editoriales relacionadas de esta editorial. Vuelve a cargar la página en unos instantes.',
  publisherEyebrow: 'Editorial',
};
