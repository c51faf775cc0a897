import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Recherche',
  keywords: ['recherche', 'partitions', 'éditions', 'compositeurs'],
  resultsFor: (query: string) => `Résultats pour «\u00a0${query}\u00a0»`,
  description: 'Recherchez dans la bibliothèque nkoda\u00a0: éditions, compositeurs, éditeurs et playlists.',
  filtersLabel: 'Affiner les résultats',
  queryLabel: 'Rechercher',
  groupLabel: 'Catégorie',
  anyGroup: 'Toutes les catégories',
  instrumentLabel: 'Instrument',
  anyInstrument: 'Tous les instruments',
  apply: 'Appliquer',
  filtersHint: 'Les résultats se mettent à jour lorsque vous choisissez une catégorie ou un instrument.',
  editions: 'Éditions',
  popular: 'Populaires dans la bibliothèque',
  artists: 'Artistes',
  publishers: 'Éditeurs',
  playlists: 'Playlists',
  paginationLabel: 'Résultats de recherche',
  noResultsTitle: 'Aucune édition trouvée',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return 'Aucun élément de la bibliothèque ne correspond à ces filtres.';
    return `Aucun élément de la bibliothèque ne correspond à «\u00a0${query}\u00a0»${filtered ? ' avec ces filtres' : ''}.`;
  },
  notInLibrary: 'Absent de la bibliothèque\u00a0?',
  requestPrompt: 'Dites-nous ce que vous cherchiez et nous ferons notre possible pour l’ajouter à nkoda.',
  requestLink: 'Demander cette musique',
};

export const FACET_TEXT: Translation<typeof en.FACET_TEXT> = {
  drawer: (count: string) => `Filtres (${count})`,
  option: (label: string, count: string) => `${label} (${count})`,
  any: 'Tous',
  openIn: (country: string) => `Disponible dans votre pays (${country})`,
  ensemble: 'Effectif',
  instrumentRef: 'Comprend l\u2019instrument',
  players: 'Nombre de musiciens',
  grade: 'Difficulté',
  gradeValue: (word: string, grade: number) => `${word} (${grade})`,
  period: 'Période',
  key: 'Tonalité',
  composerRef: 'Compositeur',
  publisherId: 'Éditeur',
  duration: 'Durée',
  group: 'Catégorie',
  sort: 'Trier par',
  sorts: { relevance: 'Pertinence', title: 'Titre', composer: 'Compositeur', year: 'Année de composition', difficulty: 'Difficulté' },
  periods: { baroque: 'Baroque', classical: 'Classique', romantic: 'Romantique', twentieth: 'XXe siècle', contemporary: 'Contemporain' },
  playerCounts: { '1': 'Solo', '2': '2 musiciens', '3': '3 musiciens', '4': '4 musiciens', '5': '5 musiciens', '6-12': '6 à 12 musiciens', large: 'Plus de 12' },
  durations: { 'under-5': 'Moins de 5 minutes', '5-15': '5 à 15 minutes', '15-30': '15 à 30 minutes', '30-60': '30 à 60 minutes', 'over-60': 'Plus d\u2019une heure' },
  submit: 'Afficher les résultats',
  clearAll: 'Effacer tous les filtres',
  found: (n: number, count: string) => `${count} ${n === 1 ? 'édition trouvée' : 'éditions trouvées'}`,
  relaxTitle: 'Essayez de retirer un filtre',
  relax: (filter: string, n: number, count: string) => `Retirer \u00ab\u00a0${filter}\u00a0\u00bb\u00a0: ${count} ${n === 1 ? 'édition' : 'éditions'}`,
  chosen: (facet: string, value: string) => `${facet}\u00a0: ${value}`,
  queryFilter: (query: string) => `Recherche \u00ab\u00a0${query}\u00a0\u00bb`,
  filterList: (filters: readonly string[]) => filters.join(' ; '),
  unavailable: 'Non disponible dans votre région',
  performance: 'Exécution publique restreinte',
};

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
