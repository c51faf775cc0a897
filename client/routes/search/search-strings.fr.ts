import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Recherche',
  keywords: ['recherche', 'partitions', 'éditions', 'compositeurs'],
  resultsFor: (query: string) => `Résultats pour «\u00a0${query}\u00a0»`,
  description: 'Recherchez dans la bibliothèque nkoda\u00a0: éditions, compositeurs, éditeurs et playlists.',
  filtersLabel: 'Affiner les résultats',
  queryLabel: 'Rechercher',
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
};
