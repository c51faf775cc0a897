import type * as en from './form-messages-strings';
import type { Translation } from '../i18n/translation';

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: 'Il nome è obbligatorio',
  nameTooShort: 'Il nome deve contenere almeno 4 caratteri.',
  email: 'Inserisci un indirizzo email valido',
  messageRequired: 'Il messaggio è obbligatorio',
  required: (label: string) => `Il campo \u201c${label}\u201d è obbligatorio`,
  nameTooLong: (max: string) => `Il nome può contenere al massimo ${max} caratteri.`,
  emailTooLong: (max: string) => `L’indirizzo email può contenere al massimo ${max} caratteri.`,
  messageTooLong: (max: string) => `Il messaggio può contenere al massimo ${max} caratteri.`,
  tooLong: (label: string, max: string) => `Il campo \u201c${label}\u201d può contenere al massimo ${max} caratteri.`,
  link: 'Inserisci un indirizzo web valido',
  choice: (label: string) => `Scegli un’opzione per il campo \u201c${label}\u201d`,
  tooManyProperties: (max: number) => `Al massimo ${max} proprietà`,
};

export const FIELD_NAMES: Translation<typeof en.FIELD_NAMES> = {
  name: 'Nome',
  link: 'Link',
  message: 'Messaggio',
  role: 'Ruolo',
  instrument: 'Strumento',
  schoolOrOrganisation: 'Scuola o organizzazione',
  discipline: 'Disciplina',
  organisation: 'Organizzazione',
  projectTitle: 'Titolo del progetto',
  projectDescription: 'Descrizione del progetto',
};

export const CONTACT_MESSAGES: Translation<typeof en.CONTACT_MESSAGES> = {
  contactNameRequired: 'Il nome del contatto è obbligatorio',
  nameRequired: 'Il nome è obbligatorio',
  nameTooShort: 'Il nome deve contenere almeno 4 caratteri.',
  email: 'Inserisci un indirizzo email valido',
  messageRequired: 'Il messaggio è obbligatorio',
};

export const NEWSLETTER_MESSAGES: Translation<typeof en.NEWSLETTER_MESSAGES> = {
  required: 'L’indirizzo email è obbligatorio',
  invalid: 'Inserisci un indirizzo email valido',
  tooLong: (max: string) => `L’indirizzo email può contenere al massimo ${max} caratteri.`,
};
