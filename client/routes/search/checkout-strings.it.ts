import type * as en from './checkout-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAN_OFFER_TEXT: Translation<typeof en.PLAN_OFFER_TEXT> = {
  label: 'La tua offerta',
  discountRefused: 'Questo codice sconto non è valido o è scaduto, quindi viene mostrato il prezzo pieno.',
  pageDiscountRefused: 'Il tuo codice sconto non è valido o è scaduto, quindi vengono mostrati i prezzi pieni.',
  notFound: 'Non abbiamo trovato il piano indicato nel tuo link. Ecco tutti i nostri piani.',
};

export const CHECKOUT_RETURN_TEXT: Translation<typeof en.CHECKOUT_RETURN_TEXT> = {
  confirmingTitle: 'Conferma dell’abbonamento in corso…',
  confirming:
    'Grazie per il tuo abbonamento. Stiamo verificando l’abbonamento con il nostro fornitore di pagamento: ci vorrà qualche istante.',
  confirmingHelp:
    'Se questo messaggio non cambia, apri la web app, dove il tuo abbonamento compare non appena è confermato, oppure contattaci.',
  completeTitle: 'Il tuo abbonamento è confermato',
  complete:
    'Ti diamo il benvenuto su nkoda. Apri la web app per iniziare a suonare da tutta la biblioteca, oppure scarica l’app per smartphone, tablet o computer.',
  openWebApp: 'Apri la web app',
  getTheApp: 'Scarica l’app',
  failedTitle: 'Non è stato possibile confermare il tuo abbonamento',
  failed:
    'Si è verificato un errore durante la verifica con il nostro fornitore di pagamento. Riprova; se il problema persiste, contattaci e lo risolveremo.',
  refused:
    'Non possiamo confermare il pagamento da questo indirizzo: potrebbe essere incompleto o non più valido. Se hai già pagato, contattaci e risolveremo il problema.',
  retry: 'Riprova',
  retrying: 'Nuovo tentativo in corso…',
  contactUs: 'Contattaci',
};
