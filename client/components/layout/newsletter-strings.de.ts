import type * as en from './newsletter-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const NEWSLETTER_TEXT: Translation<typeof en.NEWSLETTER_TEXT> = {
  heading: 'Bleiben Sie auf dem Laufenden',
  intro: 'Neuigkeiten über nkoda, neue Musik und Veranstaltungen per E-Mail. Abmeldung jederzeit möglich.',
  label: 'Ihre E-Mail',
  submit: 'Anmelden',
  sending: 'Anmeldung läuft …',
};
