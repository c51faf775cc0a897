import type * as en from './work-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WORK_TEXT: Translation<typeof en.WORK_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `${title} von ${composers} (${instrumentation}), erschienen bei ${publisher}. Lesen Sie es in nkoda auf jedem Gerät.`,
  keywords: ['Noten', 'Partitur'],
  coverAlt: (title: string, composers: string) => `Titelseite von ${title} von ${composers}`,
  nameList: (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`),
  difficultyLevel: (word: string, level: number, levels: number) => `${word} (${level} von ${levels})`,
  minutes: (minutes: number) => `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`,
  eyebrow: 'Ausgabe',
  composers: 'Komponist',
  composersMany: 'Komponisten',
  editors: 'Herausgeber',
  editorsMany: 'Herausgeber',
  publisher: 'Verlag',
  instrumentation: 'Besetzung',
  instruments: 'Instrumente',
  previewLink: 'Erste Seiten ansehen',
  aboutTitle: 'Über diese Ausgabe',
  factsTitle: 'Eckdaten',
  relatedTitle: 'Ähnliche Ausgaben',
  catalogueNumber: 'Werkverzeichnisnummer',
  publisherNumber: 'Verlagsnummer',
  year: 'Entstehungsjahr',
  key: 'Tonart',
  duration: 'Dauer',
  difficulty: 'Schwierigkeitsgrad',
  language: 'Sprache',
  pageCount: 'Seiten',
  sharedTitle: 'Geteilte Anmerkung',
  sharedBy: 'Geteilt von',
  sharedOn: 'Geteilt am',
  sharedGone: 'Die über diesen Link geteilte Anmerkung ist nicht mehr verfügbar. Die Ausgabe wird unten ohne sie angezeigt.',
};

export const PREVIEW_TEXT: Translation<typeof en.PREVIEW_TEXT> = {
  metaTitle: (title: string, composers: string) => `Vorschau: ${title} – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `Sehen Sie sich die ersten Seiten von ${title} von ${composers} (${publisher}) an, und lesen Sie dann alle ${pages} Seiten in nkoda.`,
  keywords: ['Notenvorschau', 'Partitur'],
  eyebrow: 'Vorschau',
  pagesLabel: 'Erste Seiten',
  readAll: (pages: number) => `Alle ${pages} Seiten in nkoda lesen`,
  pageAlt: (page: number, title: string) => `Seite ${page} von ${title}`,
  restricted:
    'Der Verlag erlaubt nicht, dass diese Ausgabe in Ihrer Region angezeigt wird, daher ist hier keine Vorschau der Seiten möglich.',
};

export const ANNOTATION_TEXT: Translation<typeof en.ANNOTATION_TEXT> = {
  metaTitle: (title: string, edition: string) => `${title} – Anmerkung zu ${edition}`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author} hat über nkoda eine Anmerkung zu ${edition} von ${composers} geteilt.`,
  keywords: ['Anmerkung', 'geteilte Anmerkung', 'Noten'],
  eyebrow: 'Geteilte Anmerkung',
  author: 'Anmerkung von',
  sharedOn: 'Geteilt am',
  pageCount: 'Seiten',
  edition: 'Ausgabe',
  noteTitle: 'Die Notiz',
  editionTitle: 'Die kommentierte Ausgabe',
  editionHint: 'Öffnen Sie die Ausgabe mit dieser Anmerkung daneben.',
};

export const UPLOAD_TEXT: Translation<typeof en.UPLOAD_TEXT> = {
  metaTitle: (title: string, owner: string) => `${title} – geteilt von ${owner}`,
  metaDescription: (owner: string, title: string, pages: number) =>
    `${owner} hat \u201e${title}\u201c (${pages} ${pages === 1 ? 'Seite' : 'Seiten'}) über nkoda mit Ihnen geteilt.`,
  keywords: ['geteilter Upload', 'Noten'],
  imageAlt: (title: string) => `Erste Seite von ${title}`,
  eyebrow: 'Geteilter Upload',
  owner: 'Geteilt von',
  pageCount: 'Seiten',
  sharedOn: 'Geteilt am',
  aboutTitle: 'Über geteilte Uploads',
  about:
    'Uploads sind eigene Dateien ihrer Besitzer, etwa Partituren, Stimmen oder Übungen, die sie eingescannt oder selbst geschrieben haben, und die über nkoda mit Ihnen geteilt werden. Sie sind nicht Teil des nkoda Katalogs.',
  account: 'Zum Öffnen eines geteilten Uploads benötigen Sie ein nkoda Konto.',
  signUp: 'Kostenloses Konto erstellen',
};
