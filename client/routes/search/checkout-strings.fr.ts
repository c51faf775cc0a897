import type * as en from './checkout-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAN_OFFER_TEXT: Translation<typeof en.PLAN_OFFER_TEXT> = {
  label: 'Votre offre',
  discountRefused: 'Ce code de réduction n’est pas valide ou a expiré\u00a0: le prix indiqué est le prix plein.',
  pageDiscountRefused: 'Votre code de réduction n’est pas valide ou a expiré\u00a0: les prix indiqués sont les prix pleins.',
  notFound: 'Nous n’avons pas trouvé la formule indiquée dans votre lien. Voici toutes nos formules.',
};

export const CHECKOUT_RETURN_TEXT: Translation<typeof en.CHECKOUT_RETURN_TEXT> = {
  confirmingTitle: 'Confirmation de votre abonnement…',
  confirming: 'Merci pour votre abonnement. Nous le confirmons auprès de notre prestataire de paiement, ce qui prend quelques instants.',
  confirmingHelp: 'Si ce message ne change pas, ouvrez l’application web, où votre abonnement apparaîtra une fois confirmé, ou contactez-nous.',
  completeTitle: 'Votre abonnement est confirmé',
  complete: 'Bienvenue sur nkoda. Ouvrez l’application web pour jouer à partir de toute la bibliothèque, ou téléchargez l’application pour votre téléphone, votre tablette ou votre ordinateur.',
  openWebApp: 'Ouvrir l’application web',
  getTheApp: 'Télécharger l’application',
  failedTitle: 'Nous n’avons pas pu confirmer votre abonnement',
  failed: 'Un problème est survenu lors de la confirmation auprès de notre prestataire de paiement. Veuillez réessayer\u00a0; si cela ne fonctionne toujours pas, contactez-nous et nous réglerons le problème.',
  refused: 'Nous ne pouvons pas confirmer ce paiement à partir de cette adresse\u00a0: elle est peut-être incomplète ou périmée. Si vous avez payé, contactez-nous et nous réglerons le problème.',
  retry: 'Réessayer',
  retrying: 'Nouvelle tentative…',
  contactUs: 'Nous contacter',
};
