import type * as en from './form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FORM_TEXT: Translation<typeof en.FORM_TEXT> = {
  sending: 'Invio in corso…',
  refused:
    'Non è stato possibile accettare il modulo. Controlla i tuoi dati e riprova, oppure contattaci se il problema si ripete.',
  unavailable:
    'Non è stato possibile inviare il modulo in questo momento. Tutto ciò che hai scritto è ancora qui: riprova tra qualche istante.',
  invalid: 'Correggi i campi evidenziati.',
  chooseOne: 'Scegli un’opzione',
};
