import type * as en from './form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FORM_TEXT: Translation<typeof en.FORM_TEXT> = {
  sending: 'Wird gesendet …',
  refused:
    'Wir konnten dieses Formular nicht annehmen. Bitte überprüfen Sie Ihre Angaben und versuchen Sie es erneut, oder kontaktieren Sie uns, falls das Problem weiterhin besteht.',
  unavailable:
    'Wir konnten Ihr Formular gerade nicht senden. Alle Ihre Eingaben sind noch vorhanden: Bitte versuchen Sie es in einem Moment erneut.',
  invalid: 'Bitte korrigieren Sie die markierten Felder.',
  chooseOne: 'Bitte auswählen',
};
