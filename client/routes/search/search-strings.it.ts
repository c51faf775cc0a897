import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Cerca',
  keywords: ['ricerca', 'spartiti', 'edizioni', 'compositori'],
  resultsFor: (query: string) => `Risultati per \u201c${query}\u201d`,
  description: 'Cerca nella biblioteca nkoda: edizioni, compositori, editori e playlist.',
  filtersLabel: 'Affina i risultati',
  queryLabel: 'Cerca',
  groupLabel: 'Categoria',
  anyGroup: 'Tutte le categorie',
  instrumentLabel: 'Strumento',
  anyInstrument: 'Tutti gli strumenti',
  apply: 'Applica',
  filtersHint: 'I risultati si aggiornano quando scegli una categoria o uno strumento.',
  editions: 'Edizioni',
  popular: 'I più popolari nella biblioteca',
  artists: 'Artisti',
  publishers: 'Editori',
  playlists: 'Playlist',
  paginationLabel: 'Risultati della ricerca',
  noResultsTitle: 'Nessuna edizione trovata',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return 'Nella biblioteca non c’è nulla che corrisponda a questi filtri.';
    return `Nella biblioteca non c’è nulla che corrisponda a \u201c${query}\u201d${filtered ? ' con questi filtri' : ''}.`;
  },
  notInLibrary: 'Non c’è nella biblioteca?',
  requestPrompt: 'Dicci che cosa stavi cercando e faremo il possibile per portarlo su nkoda.',
  requestLink: 'Richiedi questa musica',
};

export const FACET_TEXT: Translation<typeof en.FACET_TEXT> = {
  drawer: (count: string) => `Filtri (${count})`,
  option: (label: string, count: string) => `${label} (${count})`,
  any: 'Tutti',
  openIn: (country: string) => `Disponibile in ${country}`,
  ensemble: 'Organico',
  instrumentRef: 'Include lo strumento',
  players: 'Numero di esecutori',
  grade: 'Difficoltà',
  gradeValue: (word: string, grade: number) => `${word} (${grade})`,
  period: 'Periodo',
  key: 'Tonalità',
  composerRef: 'Compositore',
  publisherId: 'Editore',
  duration: 'Durata',
  group: 'Categoria',
  sort: 'Ordina per',
  sorts: { relevance: 'Pertinenza', title: 'Titolo', composer: 'Compositore', year: 'Anno di composizione', difficulty: 'Difficoltà' },
  periods: { baroque: 'Barocco', classical: 'Classicismo', romantic: 'Romanticismo', twentieth: 'Novecento', contemporary: 'Contemporaneo' },
  playerCounts: { '1': 'Solo', '2': '2 esecutori', '3': '3 esecutori', '4': '4 esecutori', '5': '5 esecutori', '6-12': 'Da 6 a 12 esecutori', large: 'Più di 12' },
  durations: { 'under-5': 'Meno di 5 minuti', '5-15': 'Da 5 a 15 minuti', '15-30': 'Da 15 a 30 minuti', '30-60': 'Da 30 a 60 minuti', 'over-60': 'Più di un\u2019ora' },
  submit: 'Mostra i risultati',
  clearAll: 'Rimuovi tutti i filtri',
  found: (n: number, count: string) => `${count} ${n === 1 ? 'edizione trovata' : 'edizioni trovate'}`,
  relaxTitle: 'Prova a rimuovere un filtro',
  relax: (filter: string, n: number, count: string) => `Rimuovi \u00ab${filter}\u00bb: ${count} ${n === 1 ? 'edizione' : 'edizioni'}`,
  chosen: (facet: string, value: string) => `${facet}: ${value}`,
  queryFilter: (query: string) => `Ricerca \u00ab${query}\u00bb`,
  filterList: (filters: readonly string[]) => filters.join('; '),
  unavailable: 'Non disponibile nella tua area geografica',
  performance: 'Esecuzione soggetta a limitazioni',
};

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
