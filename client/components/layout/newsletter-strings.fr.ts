import type * as en from './newsletter-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const NEWSLETTER_TEXT: Translation<typeof en.NEWSLETTER_TEXT> = {
  heading: 'Restez à l’écoute',
  intro: 'L’actualité de nkoda, les nouveautés musicales et les événements, par e-mail. Désabonnement possible à tout moment.',
  label: 'Votre e-mail',
  submit: 'S’inscrire',
  sending: 'Inscription…',
};
