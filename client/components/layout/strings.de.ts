import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SHELL_TEXT: Translation<typeof en.SHELL_TEXT> = {
  skipLink: 'Zum Hauptinhalt springen',
  newTabHint: '(öffnet in einem neuen Tab)',
  siteName: 'nkoda',
  pageTitle: (title: string) => `${title} | nkoda`,
  wordSpace: ' ',
  sentenceEnd: '.',
};

export const HEADER_TEXT: Translation<typeof en.HEADER_TEXT> = {
  logoLabel: 'nkoda Startseite',
  menu: 'Menü',
  mainNavLabel: 'Hauptnavigation',
  logIn: 'Anmelden',
  getStarted: 'Jetzt starten',
  whatIsNkoda: 'Was ist nkoda',
  partnership: 'Partnerschaft',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: 'Blog',
  institutions: 'Institutionen',
  help: 'Hilfe',
  learning: 'Lernen',
  learningSpaces: 'Lernräume',
};


export const COOKIE_TEXT: Translation<typeof en.COOKIE_TEXT> = {
  regionLabel: 'Cookie-Einwilligung',
  message:
    'Wir verwenden Cookies, damit diese Website funktioniert und wir besser verstehen, wie sie genutzt wird. Mehr dazu erfahren Sie in unserer',
  policyLink: 'Cookie-Richtlinie',
  accept: 'Akzeptieren',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: 'Seite nicht gefunden',
  message:
    'Leider konnten wir die gesuchte Seite nicht finden. Möglicherweise wurde sie verschoben oder die Adresse enthält einen Tippfehler.',
  suggestion: 'Sie können auf der Startseite neu beginnen oder in unserem Hilfe-Center nach Antworten suchen.',
  home: 'Zur Startseite',
  helpCentre: 'Zum Hilfe-Center',
  description: 'Die gesuchte Seite ist nicht in der nkoda Bibliothek vorhanden.',
  keywords: ['Seite nicht gefunden', 'nkoda', 'Noten'],
};

export const PREVIEW_MODE_TEXT: Translation<typeof en.PREVIEW_MODE_TEXT> = {
  label: 'Vorschau',
  message: 'Unveröffentlichte Inhalte werden angezeigt. Nur Sie können sie sehen.',
  leave: 'Vorschau beenden',
};

export const UNAVAILABLE_TEXT: Translation<typeof en.UNAVAILABLE_TEXT> = {
  title: 'Diese Seite ist vorübergehend nicht verfügbar',
  metaTitle: 'Vorübergehend nicht verfügbar',
  description: 'Dieser Bereich der nkoda Bibliothek ist vorübergehend nicht verfügbar.',
  keywords: ['nkoda', 'Noten'],
  message:
    'Wir konnten diesen Bereich der Bibliothek gerade nicht laden. Ihre Verbindung ist in Ordnung, aber unser Katalogdienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es in einem Moment erneut.',
  retry: 'Erneut versuchen',
};
