import type * as en from './form-messages-strings';
import type { Translation } from '../i18n/translation';

export const FIELD_MESSAGES: Translation<typeof en.FIELD_MESSAGES> = {
  nameRequired: 'El nombre es obligatorio',
  nameTooShort: 'El nombre debe tener al menos 4 caracteres.',
  email: 'Introduce un correo electrónico válido',
  messageRequired: 'El mensaje es obligatorio',
  /** "Campo obligatorio: Disciplina": said this way so one sentence fits every field's gender. */
  required: (label: string) => `Campo obligatorio: ${label}`,
  nameTooLong: (max: string) => `El nombre debe tener como máximo ${max} caracteres.`,
  emailTooLong: (max: string) => `El correo electrónico debe tener como máximo ${max} caracteres.`,
  messageTooLong: (max: string) => `El mensaje debe tener como máximo ${max} caracteres.`,
  tooLong: (label: string, max: string) => `El campo “${label}” admite como máximo ${max} caracteres.`,
  link: 'Introduce una dirección web válida',
  choice: (label: string) => `Elige tu ${label.toLowerCase()}`,
  tooManyProperties: (max: number) => `Como máximo ${max} propiedades`,
};

export const FIELD_NAMES: Translation<typeof en.FIELD_NAMES> = {
  name: 'Nombre',
  link: 'Enlace',
  message: 'Mensaje',
  role: 'Perfil',
  instrument: 'Instrumento',
  schoolOrOrganisation: 'Centro u organización',
  discipline: 'Disciplina',
  organisation: 'Organización',
  projectTitle: 'Título del proyecto',
  projectDescription: 'Descripción del proyecto',
};

export const CONTACT_MESSAGES: Translation<typeof en.CONTACT_MESSAGES> = {
  contactNameRequired: 'El nombre de contacto es obligatorio',
  nameRequired: 'El nombre es obligatorio',
  nameTooShort: 'El nombre debe tener al menos 4 caracteres.',
  email: 'Introduce un correo electrónico válido',
  messageRequired: 'El mensaje es obligatorio',
};

export const NEWSLETTER_MESSAGES: Translation<typeof en.NEWSLETTER_MESSAGES> = {
  required: 'El correo electrónico es obligatorio',
  invalid: 'Introduce un correo electrónico válido',
  tooLong: (max: string) => `El correo electrónico debe tener como máximo ${max} caracteres.`,
};
