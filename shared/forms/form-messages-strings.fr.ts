import type * as en from './form-messages-strings';
import type { Translation } from '../i18n/translation';

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: 'Le nom est obligatoire',
  nameTooShort: 'Le nom doit comporter au moins 4\u00a0caractères.',
  email: 'Veuillez saisir une adresse e-mail valide',
  messageRequired: 'Le message est obligatoire',
  required: (label: string) => `Le champ «\u00a0${label}\u00a0» est obligatoire`,
  nameTooLong: (max: string) => `Le nom doit comporter au maximum ${max}\u00a0caractères.`,
  emailTooLong: (max: string) => `L’adresse e-mail doit comporter au maximum ${max}\u00a0caractères.`,
  messageTooLong: (max: string) => `Le message doit comporter au maximum ${max}\u00a0caractères.`,
  tooLong: (label: string, max: string) => `Le champ «\u00a0${label}\u00a0» doit comporter au maximum ${max}\u00a0caractères.`,
  link: 'Veuillez saisir une adresse web valide',
  choice: (label: string) => `Veuillez choisir votre ${label.toLowerCase()}`,
  tooManyProperties: (max: number) => `${max}\u00a0propriétés au maximum`,
};

export const FIELD_NAMES: Translation<typeof en.FIELD_NAMES> = {
  name: 'Nom',
  link: 'Lien',
  message: 'Message',
  role: 'Rôle',
  instrument: 'Instrument',
  schoolOrOrganisation: 'École ou organisation',
  discipline: 'Discipline',
  organisation: 'Organisation',
  projectTitle: 'Titre du projet',
  projectDescription: 'Description du projet',
};

export const CONTACT_MESSAGES: Translation<typeof en.CONTACT_MESSAGES> = {
  contactNameRequired: 'Le nom du contact est obligatoire',
  nameRequired: 'Le nom est obligatoire',
  nameTooShort: 'Le nom doit comporter au moins 4\u00a0caractères.',
  email: 'Veuillez saisir une adresse e-mail valide',
  messageRequired: 'Le message est obligatoire',
};

export const NEWSLETTER_MESSAGES: Translation<typeof en.NEWSLETTER_MESSAGES> = {
  required: 'L’adresse e-mail est obligatoire',
  invalid: 'Saisissez une adresse e-mail valide',
  tooLong: (max: string) => `L’adresse e-mail doit comporter au maximum ${max}\u00a0caractères.`,
};
