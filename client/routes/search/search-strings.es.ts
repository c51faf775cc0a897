import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Buscar',
  keywords: ['buscar', 'partituras', 'ediciones', 'compositores'],
  resultsFor: (query: string) => `Resultados de “${query}”`,
  description: 'Busca en la biblioteca de nkoda: ediciones, compositores, editoriales y listas de reproducción.',
  filtersLabel: 'Filtrar los resultados',
  queryLabel: 'Buscar',
  editions: 'Ediciones',
  popular: 'Lo más popular de la biblioteca',
  artists: 'Artistas',
  publishers: 'Editoriales',
  playlists: 'Listas de reproducción',
  paginationLabel: 'Resultados de búsqueda',
  noResultsTitle: 'No se han encontrado ediciones',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return 'No hay nada en la biblioteca que coincida con estos filtros.';
    return `No hay nada en la biblioteca que coincida con “${query}”${filtered ? ' con estos filtros' : ''}.`;
  },
  notInLibrary: '¿No está en la biblioteca?',
  requestPrompt: 'Dinos qué estabas buscando y trabajaremos para incorporarlo a nkoda.',
  requestLink: 'Solicitar esta música',
};

export const FACET_TEXT: Translation<typeof en.FACET_TEXT> = {
  drawer: (count: string) => `Filtros (${count})`,
  option: (label: string, count: string) => `${label} (${count})`,
  any: 'Cualquiera',
  openIn: (country: string) => `Disponible en ${country}`,
  ensemble: 'Plantilla',
  instrumentRef: 'Incluye el instrumento',
  players: 'Número de intérpretes',
  grade: 'Dificultad',
  gradeValue: (word: string, grade: number) => `${word} (${grade})`,
  period: 'Período',
  key: 'Tonalidad',
  composerRef: 'Compositor',
  publisherId: 'Editorial',
  duration: 'Duración',
  group: 'Categoría',
  sort: 'Ordenar por',
  sorts: { relevance: 'Relevancia', title: 'Título', composer: 'Compositor', year: 'Año de composición', difficulty: 'Dificultad' },
  periods: { baroque: 'Barroco', classical: 'Clasicismo', romantic: 'Romanticismo', twentieth: 'Siglo XX', contemporary: 'Contemporáneo' },
  playerCounts: { '1': 'Solo', '2': '2 intérpretes', '3': '3 intérpretes', '4': '4 intérpretes', '5': '5 intérpretes', '6-12': 'De 6 a 12 intérpretes', large: 'Más de 12' },
  durations: { 'under-5': 'Menos de 5 minutos', '5-15': 'De 5 a 15 minutos', '15-30': 'De 15 a 30 minutos', '30-60': 'De 30 a 60 minutos', 'over-60': 'Más de una hora' },
  submit: 'Ver resultados',
  clearAll: 'Quitar todos los filtros',
  found: (n: number, count: string) => `${count} ${n === 1 ? 'edición encontrada' : 'ediciones encontradas'}`,
  relaxTitle: 'Pruebe a quitar un filtro',
  relax: (filter: string, n: number, count: string) => `Quitar \u00ab${filter}\u00bb: ${count} ${n === 1 ? 'edición' : 'ediciones'}`,
  chosen: (facet: string, value: string) => `${facet}: ${value}`,
  queryFilter: (query: string) => `Búsqueda \u00ab${query}\u00bb`,
  filterList: (filters: readonly string[]) => filters.join('; '),
};
