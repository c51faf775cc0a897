import type * as en from './institutions-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: 'nkoda per le istituzioni',
  crumb: 'Istituzioni',
  description:
    'nkoda per scuole di musica, conservatori, cori e orchestre: un’unica biblioteca digitale di edizioni degli editori per ogni studente, insegnante e musicista.',
  intro:
    'Scuole di musica e conservatori usano nkoda per offrire a ogni studente e insegnante la stessa biblioteca di edizioni degli editori, su qualsiasi dispositivo, con annotazioni condivise tra classi, sezioni ed ensemble.',
  featured: 'Istituzioni che usano nkoda',
  ctaTitle: 'Porta nkoda nella tua istituzione',
  ctaText:
    'Raccontaci della tua scuola, del tuo conservatorio o del tuo ensemble e configureremo un accesso adatto al tuo modo di insegnare e provare.',
  ctaLink: 'Contattaci',
  keywords: ['scuole di musica', 'conservatori', 'spartiti digitali per la didattica', 'orchestre', 'cori'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: 'Piani e prezzi',
  crumb: 'Prezzi',
  description: 'Piani di abbonamento e prezzi di nkoda sul web e negli app store, ciascuno con una prova gratuita.',
  intro: 'Ogni piano ti apre l’intera biblioteca su tutti i tuoi dispositivi e inizia con una prova gratuita.',
  plans: 'Abbonati sul web',
  startTrial: 'Inizia la prova gratuita',
  startingCheckout: 'Avvio del pagamento…',
  checkoutFailed: 'Non è stato possibile avviare il pagamento in questo momento. Riprova tra qualche istante.',
  discounted: (price: string) => `Con il tuo sconto: ${price}`,
  stores: 'Prezzi negli app store',
  storesCaption: 'Prezzi degli abbonamenti per store e piano, in sterline',
  storeColumn: 'Store',
  trialColumn: 'Prova gratuita',
  trialDays: (days: number) => `${days} ${days === 1 ? 'giorno' : 'giorni'}`,
  notOffered: 'Non disponibile',
  noTrial: 'Nessuna',
  /** "7 giorni o 30 giorni". */
  trialsList: (trials: readonly string[]) => trials.join(' o '),
  keywords: ['prezzi nkoda', 'abbonamento spartiti', 'prova gratuita', 'piano per studenti'],
  trialWith: (plan: string) => `con ${plan}`,
  productName: 'Abbonamento nkoda',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'al mese' : 'all’anno'),
  price: (price: string, per: string) => `${price} ${per}`,
  trial: (days: number) => `Prova gratuita di ${days} ${days === 1 ? 'giorno' : 'giorni'}`,
  monthlyEquivalent: (price: string) => `${price} al mese, con fatturazione annuale`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: 'Mensile', year: 'Annuale' };
