import type * as en from './promotion-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PROMOTION_FORM_TEXT: Translation<typeof en.PROMOTION_FORM_TEXT> = {
  name: 'Name',
  email: 'E-Mail-Adresse',
  learningSpace: {
    role: 'Rolle',
    roles: {
      Teacher: 'Lehrkraft',
      Student: 'Schüler/in oder Student/in',
      Performer: 'Musiker/in',
      'Parent or carer': 'Elternteil oder Betreuungsperson',
      Other: 'Sonstiges',
    },
    instrument: 'Instrument',
    organisation: 'Schule oder Organisation',
    message: 'Gibt es etwas, das wir wissen sollten?',
    messageHint: 'Anforderungen an die Barrierefreiheit, Ihr Instrument oder Fragen an das Team.',
    submit: 'Interesse anmelden',
    thanksTitle: 'Vielen Dank für Ihre Anmeldung',
    thanks: (event: string) => `Wir haben Ihre Angaben für ${event} erhalten. Vor der Veranstaltung senden wir Ihnen per E-Mail alle Informationen zur Teilnahme.`,
  },
  madeNotBorn: {
    discipline: 'Disziplin',
    disciplines: {
      Composer: 'Komponist/in',
      Performer: 'Interpret/in',
      Ensemble: 'Ensemble',
      Conductor: 'Dirigent/in',
      'Music educator': 'Musikpädagoge/-pädagogin',
    },
    link: 'Link zu Ihrer Arbeit',
    linkHint: 'Optional: eine Aufnahme, eine Partitur oder eine Website (beginnend mit https://).',
    message: 'Erzählen Sie uns von Ihrer Arbeit',
    messagePlaceholder: 'Was Sie machen, was Sie mit Unterstützung erreichen möchten und wo Sie in Ihrer Laufbahn stehen.',
    submit: 'Bewerbung senden',
    thanksTitle: 'Vielen Dank für Ihre Bewerbung',
    thanks: 'Ihre Bewerbung ist beim Team von Made not born eingegangen. Wir lesen jede Bewerbung und antworten Ihnen per E-Mail.',
  },
  fund: {
    organisation: 'Schule oder Organisation',
    projectTitle: 'Projekttitel',
    message: 'Projektbeschreibung',
    messageHint: 'Wer teilnimmt, was Sie vorhaben und was die Förderung bewirken würde.',
    submit: 'Bewerbung senden',
    thanksTitle: 'Vielen Dank für Ihre Bewerbung',
    thanks: 'Ihre Bewerbung ist bei der Jury des Fonds eingegangen. Wir benachrichtigen Sie per E-Mail, sobald die Entscheidungen gefallen sind.',
    closed: 'Die Bewerbungsphase ist derzeit geschlossen. Melden Sie sich unten auf dieser Seite für unseren Newsletter an, um zu erfahren, wann die nächste Runde beginnt.',
  },
};
