import type * as en from './newsletter-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const NEWSLETTER_TEXT: Translation<typeof en.NEWSLETTER_TEXT> = {
  heading: 'Mantente al día',
  intro: 'Novedades sobre nkoda, nueva música y eventos, por correo electrónico. Puedes darte de baja cuando quieras.',
  label: 'Tu correo electrónico',
  submit: 'Suscribirme',
  sending: 'Suscribiendo…',
};
