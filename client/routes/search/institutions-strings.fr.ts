import type * as en from './institutions-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: 'nkoda pour les institutions',
  crumb: 'Institutions',
  description:
    'nkoda pour les écoles de musique, conservatoires, chœurs et orchestres\u00a0: une bibliothèque numérique d’éditions d’éditeurs pour chaque élève, enseignant et musicien.',
  intro:
    'Les écoles de musique et les conservatoires utilisent nkoda pour offrir à chaque élève et à chaque enseignant la même bibliothèque d’éditions d’éditeurs, sur tous les appareils, avec des annotations partagées entre les classes, les pupitres et les ensembles.',
  featured: 'Ils utilisent nkoda',
  ctaTitle: 'Proposez nkoda dans votre établissement',
  ctaText: 'Présentez-nous votre école, votre conservatoire ou votre ensemble, et nous mettrons en place un accès adapté à votre façon d’enseigner et de répéter.',
  ctaLink: 'Nous contacter',
  keywords: ['écoles de musique', 'conservatoires', 'partitions numériques pour l’enseignement', 'orchestres', 'chœurs'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: 'Formules et tarifs',
  crumb: 'Tarifs',
  description: 'Les formules d’abonnement nkoda et leurs prix sur le web et dans les boutiques d’applications, chacune avec un essai gratuit.',
  intro: 'Chaque formule donne accès à toute la bibliothèque sur tous vos appareils et commence par un essai gratuit.',
  plans: 'S’abonner sur le web',
  startTrial: 'Commencer l’essai gratuit',
  startingCheckout: 'Ouverture du paiement…',
  checkoutFailed: 'Nous n’avons pas pu ouvrir le paiement pour le moment. Veuillez réessayer dans un instant.',
  discounted: (price: string) => `Avec votre réduction\u00a0: ${price}`,
  stores: 'Prix dans les boutiques d’applications',
  storesCaption: 'Prix des abonnements par boutique et par formule, en livres sterling',
  storeColumn: 'Boutique',
  trialColumn: 'Essai gratuit',
  trialDays: (days: number) => `${days}\u00a0${days <= 1 ? 'jour' : 'jours'}`,
  notOffered: 'Non proposé',
  noTrial: 'Aucun',
  trialsList: (trials: readonly string[]) => trials.join(' ou '),
  keywords: ['tarifs nkoda', 'abonnement partitions', 'essai gratuit', 'formule étudiant'],
  trialWith: (plan: string) => `avec la formule ${plan}`,
  productName: 'Abonnement nkoda',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'par mois' : 'par an'),
  price: (price: string, per: string) => `${price} ${per}`,
  trial: (days: number) => `Essai gratuit de ${days}\u00a0${days <= 1 ? 'jour' : 'jours'}`,
  monthlyEquivalent: (price: string) => `Soit ${price} par mois, facturation annuelle`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: 'Mensuel', year: 'Annuel' };
