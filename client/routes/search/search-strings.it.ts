import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Cerca',
  keywords: ['ricerca', 'spartiti', 'edizioni', 'compositori'],
  resultsFor: (query: string) => `Risultati per \u201c${query}\u201d`,
  description: 'Cerca nella biblioteca nkoda: edizioni, compositori, editori e playlist.',
  filtersLabel: 'Affina i risultati',
  queryLabel: 'Cerca',
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
};
