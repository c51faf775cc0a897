import type * as en from './newsletter-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const NEWSLETTER_TEXT: Translation<typeof en.NEWSLETTER_TEXT> = {
  heading: 'Sempre in sintonia',
  intro: 'Novità su nkoda, nuova musica ed eventi, via email. Puoi annullare l’iscrizione in qualsiasi momento.',
  label: 'La tua email',
  submit: 'Iscriviti',
  sending: 'Iscrizione in corso…',
};
