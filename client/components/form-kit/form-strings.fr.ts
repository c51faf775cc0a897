import type * as en from './form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FORM_TEXT: Translation<typeof en.FORM_TEXT> = {
  sending: 'Envoi en cours…',
  refused: 'Nous n’avons pas pu accepter ce formulaire. Veuillez vérifier vos informations et réessayer, ou contactez-nous si le problème persiste.',
  unavailable: 'Nous n’avons pas pu envoyer votre formulaire pour le moment. Tout ce que vous avez saisi est conservé\u00a0: veuillez réessayer dans un instant.',
  invalid: 'Veuillez corriger les champs signalés.',
  chooseOne: 'Choisissez une option',
};
