import type * as en from './cms-page-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LEGAL_TEXT: Translation<typeof en.LEGAL_TEXT> = {
  title: 'Rechtliches',
  intro: 'Die Bedingungen, die für Ihre Nutzung von nkoda gelten, und wie wir mit Ihren Daten umgehen.',
  description: 'Datenschutzerklärung, Lizenzvereinbarung, Nutzungsbedingungen und weitere rechtliche Informationen zur digitalen Notenbibliothek nkoda.',
  keywords: ['Datenschutzerklärung', 'AGB', 'Lizenzvereinbarung', 'Cookies', 'nkoda Rechtliches'],
  lastUpdated: 'Zuletzt aktualisiert am',
  listLabel: 'Rechtliche Seiten',
  none: 'Derzeit gibt es keine rechtlichen Seiten anzuzeigen.',
};

export const FAQ_TEXT: Translation<typeof en.FAQ_TEXT> = {
  title: 'Häufig gestellte Fragen',
  crumb: 'FAQ',
  intro: 'Antworten auf die Fragen, die uns am häufigsten gestellt werden. Wählen Sie eine Frage aus, um die Antwort zu lesen.',
  description: 'Antworten auf häufige Fragen zu nkoda: Abonnements, Apps, Offline-Nutzung, Anmerkungen und Zugang für Institutionen.',
  listLabel: 'Fragen',
  keywords: ['FAQ', 'Hilfe', 'Abonnements', 'Noten-App'],
  none: 'Derzeit gibt es keine Fragen anzuzeigen.',
};

export const EVENTS_TEXT: Translation<typeof en.EVENTS_TEXT> = {
  title: 'Lernräume',
  intro: 'Workshops, Meisterkurse und Webinare für Musiker, Lehrkräfte und Studierende, vor Ort und online.',
  description: 'Lernräume: Workshops, Meisterkurse und Webinare von nkoda für Musiker, Lehrkräfte und Studierende.',
  keywords: ['Musik-Workshops', 'Meisterkurse', 'Webinare', 'Musikpädagogik'],
  featured: 'Ausgewählte Veranstaltungen',
  upcoming: 'Kommende Veranstaltungen',
  past: 'Vergangene Veranstaltungen',
  noUpcoming: 'Derzeit sind keine Veranstaltungen geplant. Sehen Sie sich unten unsere vergangenen Veranstaltungen an, und schauen Sie bald wieder vorbei.',
  eyebrow: 'Veranstaltung',
  when: 'Wann',
  where: 'Wo',
  ukTime: 'Uhr (britische Zeit)',
  to: 'bis',
  register: 'Interesse anmelden',
  registrationClosed: 'Diese Veranstaltung hat bereits stattgefunden, daher ist keine Anmeldung mehr möglich.',
  seeUpcoming: 'Kommende Veranstaltungen ansehen',
};
