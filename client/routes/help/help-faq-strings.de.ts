import type * as en from './help-faq-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_HOME_TEXT: Translation<typeof en.HELP_HOME_TEXT> = {
  keywords: ['Hilfe', 'FAQ', 'Kontakt', 'Support'],
  intro: 'Finden Sie eine Antwort in unseren FAQ oder im Hilfe-Center, oder wenden Sie sich an das nkoda Team.',
  description: 'Hilfe zu nkoda: häufig gestellte Fragen, Kontakt, Probleme melden und Musik anfragen.',
  linksLabel: 'Hilfeseiten',
  faq: 'Häufig gestellte Fragen',
  faqAbout: 'Antworten zur App, zu Ihrem Konto und zu Abonnements.',
  contact: 'Kontakt',
  contactAbout: 'Senden Sie dem Support-Team eine Nachricht.',
  report: 'Problem melden',
  reportAbout: 'Teilen Sie uns mit, wenn etwas nicht funktioniert.',
  requestContent: 'Inhalte anfragen',
  requestContentAbout: 'Fragen Sie nach Musik, die Sie sich in der Bibliothek wünschen.',
  helpCentre: 'Hilfe-Center',
  helpCentreAbout: 'Anleitungen und Artikel zu allen Bereichen von nkoda.',
};

export const HELP_FAQ_TEXT: Translation<typeof en.HELP_FAQ_TEXT> = {
  keywords: ['FAQ', 'Hilfe', 'Support', 'Noten-App'],
  intro: 'Wählen Sie ein Thema, um die zugehörigen Unterthemen zu sehen, und dann ein Unterthema, um seine Fragen und Antworten zu lesen.',
  description: 'Häufig gestellte Fragen zu nkoda, nach Thema und Unterthema geordnet.',
  categoriesLabel: 'FAQ-Themen',
  topicsLabel: 'Unterthemen',
  legal: 'Rechtliches',
  scrollTop: 'Nach oben',
  topicLabel: (topic: number, title: string) => `${topic}. ${title}`,
  questionNumber: (topic: number, question: number) => `${topic}.${question}`,
};
