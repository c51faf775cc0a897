import type * as en from './form-messages-strings';
import type { Translation } from '../i18n/translation';

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: 'Name ist erforderlich',
  nameTooShort: 'Der Name muss mindestens 4 Zeichen lang sein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  messageRequired: 'Nachricht ist erforderlich',
  required: (label: string) => `${label} ist erforderlich`,
  nameTooLong: (max: string) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
  emailTooLong: (max: string) => `Die E-Mail-Adresse darf höchstens ${max} Zeichen lang sein.`,
  messageTooLong: (max: string) => `Die Nachricht darf höchstens ${max} Zeichen lang sein.`,
  tooLong: (label: string, max: string) => `${label} darf höchstens ${max} Zeichen lang sein.`,
  link: 'Bitte geben Sie eine gültige Webadresse ein',
  /** German keeps the noun's capital and its article depends on the noun: the label is quoted as it stands. */
  choice: (label: string) => `${label}: Bitte wählen Sie eine Option aus`,
  tooManyProperties: (max: number) => `Höchstens ${max} Eigenschaften`,
};

export const FIELD_NAMES: Translation<typeof en.FIELD_NAMES> = {
  name: 'Name',
  link: 'Link',
  message: 'Nachricht',
  role: 'Rolle',
  instrument: 'Instrument',
  schoolOrOrganisation: 'Schule oder Organisation',
  discipline: 'Disziplin',
  organisation: 'Organisation',
  projectTitle: 'Projekttitel',
  projectDescription: 'Projektbeschreibung',
};

export const CONTACT_MESSAGES: Translation<typeof en.CONTACT_MESSAGES> = {
  contactNameRequired: 'Kontaktname ist erforderlich',
  nameRequired: 'Name ist erforderlich',
  nameTooShort: 'Der Name muss mindestens 4 Zeichen lang sein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  messageRequired: 'Nachricht ist erforderlich',
};

export const NEWSLETTER_MESSAGES: Translation<typeof en.NEWSLETTER_MESSAGES> = {
  required: 'E-Mail-Adresse ist erforderlich',
  invalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
  tooLong: (max: string) => `Die E-Mail-Adresse darf höchstens ${max} Zeichen lang sein.`,
};
