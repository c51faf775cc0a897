import type * as en from './checkout-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAN_OFFER_TEXT: Translation<typeof en.PLAN_OFFER_TEXT> = {
  label: 'Ihr Angebot',
  discountRefused: 'Dieser Rabattcode ist ungültig oder abgelaufen, daher wird der volle Preis angezeigt.',
  pageDiscountRefused: 'Ihr Rabattcode ist ungültig oder abgelaufen, daher werden die vollen Preise angezeigt.',
  notFound: 'Wir konnten das Abo aus Ihrem Link nicht finden. Hier sind alle unsere Abos.',
};

export const CHECKOUT_RETURN_TEXT: Translation<typeof en.CHECKOUT_RETURN_TEXT> = {
  confirmingTitle: 'Ihr Abonnement wird bestätigt …',
  confirming: 'Vielen Dank für Ihr Abonnement. Wir lassen es von unserem Zahlungsanbieter bestätigen, das dauert einen Moment.',
  confirmingHelp:
    'Falls sich diese Meldung nicht ändert, öffnen Sie die Web-App, in der Ihr Abonnement nach der Bestätigung angezeigt wird, oder kontaktieren Sie uns.',
  completeTitle: 'Ihr Abonnement ist bestätigt',
  complete:
    'Willkommen bei nkoda. Öffnen Sie die Web-App, um aus der gesamten Bibliothek zu spielen, oder laden Sie die App für Ihr Smartphone, Tablet oder Ihren Computer herunter.',
  openWebApp: 'Web-App öffnen',
  getTheApp: 'App herunterladen',
  failedTitle: 'Wir konnten Ihr Abonnement nicht bestätigen',
  failed:
    'Bei der Bestätigung durch unseren Zahlungsanbieter ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut. Falls es weiterhin nicht funktioniert, kontaktieren Sie uns, und wir bringen es in Ordnung.',
  refused:
    'Wir können diesen Bezahlvorgang über diese Adresse nicht bestätigen: Sie ist möglicherweise unvollständig oder veraltet. Falls Sie bereits bezahlt haben, kontaktieren Sie uns, und wir bringen es in Ordnung.',
  retry: 'Erneut versuchen',
  retrying: 'Neuer Versuch …',
  contactUs: 'Kontakt',
};
