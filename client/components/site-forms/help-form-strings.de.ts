import type * as en from './help-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_FORM_TEXT: Translation<typeof en.HELP_FORM_TEXT> = {
  nameLabel: 'Name',
  emailLabel: 'E-Mail-Adresse',
  messageLabel: 'Nachricht',
  sendMessage: 'Nachricht senden',
  thanksTitle: 'Vielen Dank für Ihre Nachricht',
  contact: {
    description: 'Kontaktieren Sie das nkoda Support-Team: Nutzen Sie das Hilfe-Center, chatten Sie mit uns oder senden Sie uns eine Nachricht.',
    keywords: ['nkoda kontaktieren', 'nkoda Support', 'Hilfe-Center', 'Kundenservice'],
    introBefore: 'Sie suchen eine Antwort? Schauen Sie in unser',
    helpCentre: 'Hilfe-Center',
    introAfter: ' oder wenden Sie sich per Chatbot oder per E-Mail über das folgende Formular an unser Support-Team.',
    formLabel: 'Kontaktformular',
    thanks: 'Ihre Nachricht ist bei unserem Support-Team eingegangen. Wir antworten Ihnen per E-Mail.',
  },
  report: {
    description: 'Teilen Sie dem nkoda Team ein Problem oder eine Idee mit: Ihr Feedback prägt unser Produkt.',
    keywords: ['Problem melden', 'Feedback', 'nkoda Support', 'Fehlermeldung'],
    intro: 'Funktioniert etwas nicht, oder haben Sie eine Idee, wie nkoda besser werden könnte? Teilen Sie es uns unten mit, und das Team kümmert sich darum.',
    formLabel: 'Meldeformular',
    thanks: 'Ihr Feedback ist bei unserem Team eingegangen. Wir lesen jede Meldung und antworten Ihnen per E-Mail, falls wir weitere Details benötigen.',
  },
  requestContent: {
    title: 'Inhalte anfragen',
    description: 'Teilen Sie nkoda mit, welche Komponisten, Werke, Ausgaben oder Verlage Sie sich in der Bibliothek wünschen.',
    keywords: ['Noten anfragen', 'Inhalte anfragen', 'nkoda Katalog', 'Komponisten', 'Ausgaben'],
    intro:
      'Wir erweitern unseren Katalog ständig. Teilen Sie uns mit, welche Komponisten, Werke, Ausgaben oder Verlage Sie sich auf nkoda wünschen, und wir tun unser Bestes, sie für Sie verfügbar zu machen.',
    formLabel: 'Formular für Inhaltsanfragen',
    requiredMark: '*',
    requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
    messageLabel: 'Was würden Sie gerne im Produkt sehen?',
    messagePlaceholder: 'Geben Sie hier Ihre Nachricht ein',
    submit: 'Absenden',
    noticeBefore: 'Mit dem Absenden akzeptieren Sie unsere',
    terms: 'Allgemeinen Geschäftsbedingungen',
    noticeBetween: 'und unsere',
    privacy: 'Datenschutzerklärung',
    thanksTitle: 'Vielen Dank für Ihre Anfrage',
    thanks: 'Wir setzen alles daran, diese Musik für Sie verfügbar zu machen.',
    prefilledMessage: (query: string, filters: string) =>
      [query ? `Ich habe nach \u201e${query}\u201c gesucht` : 'Ich habe gesucht', filters ? `mit diesen Filtern: ${filters}` : ''].filter(Boolean).join(' ') + '.',
  },
  siteContact: {
    title: 'Kontakt',
    description: 'Kontaktieren Sie nkoda zu Ihrem Abonnement, unserem Katalog, Angeboten für Institutionen oder Partnerschaften.',
    keywords: ['nkoda kontaktieren', 'nkoda für Institutionen', 'Partnerschaften', 'Hilfe zum Abonnement'],
    introTitle: 'Wir freuen uns auf Ihre Nachricht',
    intro: {
      default: 'Fragen zu nkoda, Ihrem Abonnement oder unserem Katalog? Senden Sie uns eine Nachricht, und unser Team antwortet Ihnen per E-Mail.',
      institutions:
        'Erzählen Sie uns von Ihrer Schule, Ihrem Konservatorium, Ihrer Hochschule oder Ihrer Bibliothek, und wir melden uns bei Ihnen zu nkoda für Institutionen.',
      partnership:
        'Erzählen Sie uns von Ihrer Organisation und der Partnerschaft, die Ihnen vorschwebt, und unser Partnerschaftsteam antwortet Ihnen per E-Mail.',
    },
    formLabel: 'Kontaktformular',
  },
  backToHome: 'Zurück zur Startseite',
};
