import type * as en from './form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FORM_TEXT: Translation<typeof en.FORM_TEXT> = {
  sending: 'Enviando…',
  refused: 'No hemos podido aceptar este formulario. Revisa tus datos y vuelve a intentarlo, o ponte en contacto con nosotros si el problema continúa.',
  unavailable: 'No hemos podido enviar tu formulario en este momento. Todo lo que has escrito sigue aquí: vuelve a intentarlo en unos instantes.',
  invalid: 'Corrige los campos marcados.',
  chooseOne: 'Elige una opción',
};
