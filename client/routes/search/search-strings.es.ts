import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Buscar',
  keywords: ['buscar', 'partituras', 'ediciones', 'compositores'],
  resultsFor: (query: string) => `Resultados de “${query}”`,
  description: 'Busca en la biblioteca de nkoda: ediciones, compositores, editoriales y listas de reproducción.',
  filtersLabel: 'Filtrar los resultados',
  queryLabel: 'Buscar',
  groupLabel: 'Categoría',
  anyGroup: 'Todas las categorías',
  instrumentLabel: 'Instrumento',
  anyInstrument: 'Todos los instrumentos',
  apply: 'Aplicar',
  filtersHint: 'Los resultados se actualizan al elegir una categoría o un instrumento.',
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
  unavailable: 'No disponible en su región',
  performance: 'Interpretación restringida',
};

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: 'nkoda para instituciones',
  crumb: 'Instituciones',
  description:
    'nkoda para escuelas de música, conservatorios, coros y orquestas: una biblioteca digital de ediciones de editoriales para cada estudiante, docente y músico.',
  intro:
    'Escuelas de música y conservatorios usan nkoda para ofrecer a cada estudiante y docente la misma biblioteca de ediciones de editoriales, en cualquier dispositivo, con anotaciones compartidas entre clases, secciones y conjuntos.',
  featured: 'Instituciones que usan nkoda',
  ctaTitle: 'Lleva nkoda a tu institución',
  ctaText: 'Háblanos de tu escuela, conservatorio o conjunto y configuraremos un acceso que se adapte a tu forma de enseñar y ensayar.',
  ctaLink: 'Contacto',
  keywords: ['escuelas de música', 'conservatorios', 'partituras digitales para la educación', 'orquestas', 'coros'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: 'Planes y precios',
  crumb: 'Precios',
  description: 'Planes de suscripción y precios de nkoda en la web y en las tiendas de apps, todos con prueba gratuita.',
  intro: 'Todos los planes te dan acceso a toda la biblioteca en todos tus dispositivos y empiezan con una prueba gratuita.',
  plans: 'Suscríbete en la web',
  startTrial: 'Empezar la prueba gratuita',
  startingCheckout: 'Iniciando el pago…',
  checkoutFailed: 'No hemos podido iniciar el pago en este momento. Vuelve a intentarlo en unos instantes.',
  discounted: (price: string) => `Con tu descuento: ${price}`,
  stores: 'Precios en las tiendas de apps',
  storesCaption: 'Precios de suscripción por tienda y plan, en libras esterlinas',
  storeColumn: 'Tienda',
  trialColumn: 'Prueba gratuita',
  trialDays: (days: number) => `${days} ${days === 1 ? 'día' : 'días'}`,
  notOffered: 'No disponible',
  noTrial: 'No incluida',
  trialsList: (trials: readonly string[]) => trials.join(' o '),
  keywords: ['precios de nkoda', 'suscripción de partituras', 'prueba gratuita', 'plan para estudiantes'],
  trialWith: (plan: string) => `con el plan ${plan}`,
  productName: 'Suscripción a nkoda',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'al mes' : 'al año'),
  price: (price: string, per: string) => `${price} ${per}`,
  trial: (days: number) => `Prueba gratuita de ${days} ${days === 1 ? 'día' : 'días'}`,
  monthlyEquivalent: (price: string) => `${price} al mes, con facturación anual`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: 'Mensual', year: 'Anual' };
